// Spanish: the home page's copy, which only the home page downloads.
export default {
  heroTitle: "Internet por fibra óptica y TV para tu hogar",
  heroText:
    "Navegá, trabajá y mirá tus series sin cortes. Consultá si llegamos a tu dirección y contratá en minutos.",
  consumerNav: "Trámites sin iniciar sesión",
  cancel: "Botón de baja",
  withdraw: "Botón de arrepentimiento",
  serviceStatus: "Estado del servicio",
  ctaPlans: "Ver planes",
  ctaHire: "Quiero contratar",
  ctaSignIn: "Ya soy cliente",
  offerTitle: "Lo que te ofrecemos",
  offerInternetTitle: "Internet por fibra",
  offerInternetText: "Velocidad simétrica y estable, con Wi-Fi incluido en todos los planes.",
  offerTvTitle: "Televisión",
  offerTvText: "Canales en vivo y Directv GO para ver donde quieras, cuando quieras.",
  offerSupportTitle: "Atención cerca tuyo",
  offerSupportText: "Técnicos propios en tu localidad y reclamos que podés seguir en línea.",
  customersTitle: "¿Ya sos cliente?",
  customersText:
    "Desde tu cuenta ves tus servicios y facturas, informás pagos, adherís al débito automático y seguís tus reclamos.",
  payTitle: "Pagá tu factura",
  payText: "Pagá en línea con tarjeta, transferencia o efectivo en el sitio de pagos.",
  payCta: "Ir al sitio de pagos",
  hireTitle: "¿Querés contratar?",
  hireText:
    "Dejanos tus datos, marcá tu dirección en el mapa y te decimos al instante si tenemos servicio.",
  featuredTitle: "Planes destacados",
  streamingTitle: "Directv GO",
};
