// Spanish (es-AR): the portal's default language and the source of truth for keys.
export default {
  product: {
    tagline: "Internet y TV en tu casa",
  },
  titles: {
    home: "Inicio",
    test: "Testing",
    prueba: "Prueba",
    noService: "Sin servicio",
    tryLater: "Intenta mas tarde",
    tooManyAttempts: "Demasiados Intentos",
    error: "Error",
    notFound: "Página no encontrada",
  },
  a11y: {
    skipToContent: "Saltar al contenido",
    mainNav: "Navegación principal",
    footerNav: "Enlaces del sitio",
    social: "Redes sociales",
    home: "{{product}}, ir al inicio",
    loading: "Cargando la página",
    menu: "Menú",
    notifications: "Notificaciones",
    close: "Cerrar",
    newWindow: "(se abre en otra pestaña)",
    errorPrefix: "Error:",
  },
  nav: {
    plans: "Planes",
    hire: "Contratar",
    streaming: "Directv GO",
    payInvoice: "Pagar factura",
    signIn: "Iniciar sesión",
    myAccount: "Mi cuenta",
    signOut: "Cerrar sesión",
    workWithUs: "Trabajá con nosotros",
  },
  footer: {
    about: "{{product}} es un proveedor de internet por fibra óptica y televisión en Argentina.",
    help: "Ayuda",
    payments: "Pagá tu factura",
    streamingLogin: "Ingresá a Directv GO",
    terms: "Términos y condiciones",
    facebook: "Facebook",
    instagram: "Instagram",
    x: "X",
    youtube: "YouTube",
    rights: "© {{year}} {{product}}. Todos los derechos reservados.",
    consumerNotice: "Defensa de las y los consumidores. Para reclamos ingrese aquí.",
  },
  plans: {
    kind: {
      internet: "Internet",
      tv: "Televisión",
      combo: "Internet + TV",
    },
    speed: "{{mbps}} Mbps",
    perMonth: "por mes",
  },
  // The error screen: per status, a headline, a title and a text (spec §2 for 404 and
  // "any other error"; the others say what the visitor can do about it).
  errorPage: {
    back: "Volver",
    backToForm: "Volver al formulario",
    statusLabel: "Error {{status}}",
    badRequest: {
      headline: "No pudimos leer el formulario",
      title: "No pudimos leer el formulario que enviaste.",
      text: "Volvé a la página anterior, revisá los datos y envialo de nuevo.",
    },
    forbidden: {
      headline: "No tenés acceso a esta página",
      title: "Tu cuenta no tiene permiso para ver esta página.",
      text: "Si creés que es un error, comunicate con nosotros.",
    },
    notFound: {
      headline: "Página no encontrada",
      title: "No pudimos encontrar la página que estás buscando.",
      text: "Es posible que la página haya sido movida o eliminada.",
    },
    methodNotAllowed: {
      headline: "Esta página no acepta ese pedido",
      title: "La página no puede hacer lo que le pediste.",
      text: "Volvé a la página anterior y usá sus botones y enlaces.",
    },
    payloadTooLarge: {
      headline: "El formulario es demasiado grande",
      title: "El formulario es demasiado grande para recibirlo.",
      text: "Si adjuntaste archivos, probá con archivos más livianos (hasta 5 MB cada uno).",
    },
    unsupportedMediaType: {
      headline: "No pudimos leer lo que enviaste",
      title: "El formulario llegó en un formato que no aceptamos.",
      text: "Volvé a la página anterior y envialo de nuevo desde ahí.",
    },
    tooManyRequests: {
      headline: "Demasiados intentos",
      title: "Hiciste demasiados intentos en poco tiempo.",
      text: "Esperá unos minutos y volvé a intentarlo.",
    },
    server: {
      headline: "¡Ha ocurrido un error en el servidor!",
      title: "Algo salió mal en nuestro sistema.",
      text: "Por favor, intenta nuevamente más tarde.",
    },
  },
  network: {
    offline: "Sin conexión a internet. Revisá tu conexión; lo que escribiste no se pierde.",
    online: "Volviste a estar en línea.",
  },
  toast: {
    kind: {
      success: "Listo",
      error: "Error",
      info: "Aviso",
      warning: "Atención",
    },
  },
  forms: {
    summaryTitle: "Hay errores en el formulario",
    sending: "Enviando…",
    errorTitlePrefix: "Error:",
    honeypotLabel: "Dejá este campo vacío",
  },
  languages: {
    label: "Idioma",
    es: "Español",
    en: "English",
  },
};
