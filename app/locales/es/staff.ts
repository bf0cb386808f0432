export default {
  titles: {
    signIn: "Ingreso de agentes",
    desk: "Mesa de atención",
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
      "La mesa suma estas tareas cuando la API del proveedor ofrezca las operaciones del personal. Por ahora, solo confirma tu ingreso.",
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
  signOut: {
    done: "Cerraste tu sesión de agente.",
  },
};
