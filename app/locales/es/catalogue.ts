// The plans catalogue and the streaming (Directv GO) offer.
export default {
  titles: {
    plans: "Planes",
    streaming: "Contrata Directv GO",
  },
  plans: {
    heading: "Planes de internet y TV",
    intro: "Precios finales por mes, con impuestos incluidos. Elegí un plan para ver qué incluye.",
    groups: {
      internet: "Internet",
      tv: "Televisión",
      combo: "Internet + TV",
    },
    download: "Bajada",
    upload: "Subida",
    price: "Precio",
    perMonth: "{{price}} por mes",
    features: "Qué incluye",
    hire: "Contratar",
    hireHint: "Te pedimos tus datos y te decimos al instante si llegamos a tu dirección.",
    all: "Ver todos los planes",
  },
  streaming: {
    heading: "Directv GO",
    intro: "Canales en vivo, series y películas en todas tus pantallas. Se suma a tu factura.",
    plansTitle: "Planes",
    extrasTitle: "Extras",
    extrasIntro: "Sumalos a cualquier plan.",
    channels_one: "{{count}} canal",
    channels_other: "{{count}} canales",
    hire: "Contratar {{plan}}",
    featured: "Recomendado",
    hireHint: "Ingresá a tu cuenta para sumar Directv GO a tu servicio.",
    watch: "¿Ya tenés Directv GO? Miralo acá",
  },
};
