export default {
  titles: {
    signIn: "Ingreso de agentes",
    desk: "Mesa de atención",
    find: "Buscar a quien llama",
    caller: "Cliente {{name}}",
  },
  signIn: {
    heading: "Mesa de atención",
    intro:
      "Para agentes y supervisores del centro de atención. Ingresás con tu cuenta de la empresa: te llevamos a su página de ingreso y volvés acá.",
    submit: "Ingresar con la cuenta de la empresa",
    ended: {
      idle: "Tu sesión se cerró después de 30 minutos sin actividad. Ingresá de nuevo.",
      expired: "Tu sesión llegó a su límite de 8 horas. Ingresá de nuevo.",
    },
    unavailable:
      "El ingreso de agentes no está disponible en este momento: no pudimos comunicarnos con el proveedor de identidad de la empresa. Probá de nuevo en unos minutos.",
  },
  back: {
    again: "Volver a ingresar",
    anotherAccount: "Ingresar con otra cuenta",
    refused: {
      heading: "Tu cuenta no tiene acceso a la mesa de atención",
      noRole:
        "Ingresaste con tu cuenta de la empresa, pero no tiene el rol de agente ni el de supervisor. Pedíselo a quien administra las cuentas de la empresa.",
      noAgentNumber:
        "Tu cuenta de la empresa no tiene número de agente, y lo necesitamos para registrar lo que hagas en las cuentas de los clientes. Pedíselo a quien administra las cuentas de la empresa.",
    },
    failed: {
      heading: "No pudimos completar el ingreso",
      expired:
        "El ingreso venció, o empezó en otra ventana o en otro navegador. Empezalo de nuevo desde este navegador.",
      state: "La respuesta no corresponde al ingreso que empezaste en este navegador. Empezalo de nuevo.",
      denied: "Cancelaste el ingreso, o tu cuenta de la empresa no lo permitió.",
      code: "El código de ingreso ya se usó o venció. Empezá de nuevo.",
      invalid:
        "La respuesta del proveedor de identidad no pasó nuestros controles. Empezá de nuevo; si vuelve a pasar, avisale a quien administra los sistemas.",
    },
    unavailable: {
      heading: "El ingreso de agentes no está disponible",
      text: "No pudimos comunicarnos con el proveedor de identidad de la empresa. Probá de nuevo en unos minutos.",
    },
  },
  desk: {
    nav: "Mesa de atención",
    find: "Buscar cliente",
    sale: "Nueva venta",
    home: "Inicio",
    activity: "Actividad de los agentes",
    agentNumber: "Agente {{number}}",
    roles: "Rol: {{roles}}",
    role: {
      agent: "agente",
      supervisor: "supervisión",
    },
    endsAt: "Tu sesión termina a las {{time}}, o antes si pasás 30 minutos sin actividad.",
    signOut: "Salir",
  },
  home: {
    heading: "Hola, {{name}}",
    who: "Ingresaste como {{name}}, agente número {{number}}, con el rol de {{roles}}.",
    nextHeading: "Lo que vas a poder hacer desde acá",
    nextIntro:
      "Buscar a quien llama y atenderlo con su permiso (o solo para consultar) ya están en «Buscar cliente», y vender por teléfono en «Nueva venta». Lo demás llega en las próximas versiones de la mesa.",
    agent: {
      find: "Buscar la cuenta de quien llama por DNI o CUIT, número de conexión, teléfono o correo.",
      consent:
        "Atenderlo con su permiso: le enviamos un código a su contacto verificado, te lo dicta y, durante la llamada (30 minutos como máximo), gestionás sus facturas, pagos, reclamos y visitas.",
      readOnly: "Si no tiene un contacto verificado, solo vas a poder consultar su cuenta.",
      sales: "Cargar una solicitud de servicio hecha por teléfono, a tu nombre.",
    },
    supervisor: {
      activity: "Ver lo que hicieron los agentes en las cuentas de los clientes, por agente y por día.",
    },
    record:
      "Lo que hagas en nombre de un cliente queda registrado con tu número de agente, y el cliente lo ve en la actividad de su cuenta.",
  },
  find: {
    heading: "Buscar a quien llama",
    by: "Buscar por",
    ways: {
      identification: "DNI o CUIT",
      connection_number: "Número de conexión",
      phone: "Teléfono",
      email: "Correo electrónico",
    },
    value: "Lo que te dice quien llama",
    valueHint: "El DNI o CUIT sin puntos ni guiones, el número de conexión (CN-4101), el teléfono o el correo.",
    submit: "Buscar",
    stale: "Esa búsqueda venció o es de otra sesión. Buscá de nuevo.",
    resultsHeading: "Resultados",
    found_one: "Encontramos {{count}} cliente.",
    found_other: "Encontramos {{count}} clientes.",
    none: "No encontramos ningún cliente con ese dato. Revisalo con quien llama, o buscá de otra forma.",
    back: "Volver al inicio de la mesa",
  },
  summary: {
    contacts: "Contactos",
    verified: "verificado",
    unverified: "sin verificar",
    connections: "Conexiones",
  },
  caller: {
    consentHeading: "Atender con su permiso",
    consentIntro:
      "Le enviamos un código al contacto verificado que elija el cliente. Cuando te lo lea, escribilo acá: vas a poder operar en su cuenta durante la llamada, 30 minutos como máximo.",
    chooseLegend: "¿Adónde le enviamos el código?",
    channel: {
      email: "Correo {{masked}}",
      phone: "SMS al {{masked}}",
    },
    ask: "Enviarle el código",
    askAgain: "Enviarle otro código",
    sentTo: "Le enviamos un código a {{masked}}. Vale hasta las {{time}}.",
    code: "Código que te lee el cliente",
    codeHint: "Tiene 6 números.",
    confirm: "Confirmar el código",
    readOnlyHeading: "Ver sin permiso",
    readOnlyIntro:
      "El cliente no tiene un contacto verificado, así que no podemos enviarle un código. Podés consultar su cuenta, sin cambiar nada.",
    readOnly: "Ver sin permiso (solo lectura)",
    servingConsent: "Estás atendiendo a este cliente con su permiso.",
    servingReadOnly: "Estás atendiendo a este cliente solo para consultar.",
    another: "Buscar a otro cliente",
    unknown: {
      heading: "No encontramos a ese cliente",
      text: "La dirección no corresponde a ningún cliente. Buscalo por su DNI o CUIT, número de conexión, teléfono o correo.",
      search: "Buscar a quien llama",
    },
    errors: {
      channel: "Elegí uno de los contactos verificados del cliente",
      formKey: "El formulario venció: cargá la página de nuevo",
      intent: "Elegí qué querés hacer",
      codeInvalid: "El código no es correcto. Pedile al cliente que te lo lea de nuevo.",
      code_expired: "El código venció. Enviale otro al cliente.",
      code_used: "Ese código ya se usó. Enviale otro al cliente.",
      code_attempts_exceeded: "Se probaron demasiados códigos equivocados. Enviale otro al cliente.",
      code_missing: "No hay un código pendiente para este cliente. Enviale uno.",
      tooSoon: "Ya le enviamos un código al cliente. Esperá un minuto para pedir otro.",
      tooMany: "El cliente recibió demasiados códigos en la última hora. Probá de nuevo más tarde.",
      noVerifiedContact: "El cliente no tiene un contacto verificado: podés atenderlo solo para consultar.",
      consentAvailable: "El cliente tiene un contacto verificado: pedile el código para atenderlo con su permiso.",
      staffRefused: "La API no aceptó tu sesión de agente para esto. Salí e ingresá de nuevo.",
    },
  },
  banner: {
    consent: "Atendiendo a {{name}}, con su permiso.",
    readOnly: "Atendiendo a {{name}}, solo lectura.",
    until: "Hasta las {{time}}.",
    end: "Terminar la atención",
    ended: "Terminaste la atención. El permiso del cliente ya no sirve.",
    account: "Ver su cuenta",
    lapsed:
      "La atención terminó: el permiso del cliente venció o se usó en otra atención. Si sigue en la línea, volvé a pedírselo.",
  },
  customerOnly: {
    heading: "Esto lo hace el cliente desde su cuenta",
    text: "Por teléfono no podés pagar con tarjeta, cambiar el débito automático, sus contactos o su contraseña, ni sus servicios de streaming. Contale al cliente que puede hacerlo desde Mi cuenta.",
    back: "Volver a su cuenta",
  },
  signOut: {
    done: "Cerraste tu sesión de agente.",
  },
};
