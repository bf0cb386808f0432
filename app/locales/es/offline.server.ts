// The offline page the service worker shows (decisions 150 and 151): server-only, the page has no script.
export default {
  title: "Sin conexión",
  lead: "No pudimos abrir la página: este teléfono no tiene señal o se quedó sin datos. Igual podés pagar tus facturas.",
  steps: {
    counter: "Pagá en efectivo en cualquier local de Pago Fácil o Rapipago.",
    code: "Mostrale al cajero el código de barras de tu factura o dictale los números del código de pago: están en la factura impresa y en la que te llegó por correo.",
    phone: "Si no tenés el código, llamá sin cargo al {{phone}} desde cualquier teléfono y te lo dictamos.",
    back: "Cuando vuelvas a tener conexión, recargá la página o entrá de nuevo a Mi cuenta.",
  },
  invoicesTitle: "Tus facturas impagas",
  saved: "Guardadas en este teléfono el {{date}} a las {{time}}. Si pagaste alguna después, no la pagues de nuevo.",
  none: "No tenías facturas impagas.",
  invoice: {
    heading: "Factura {{number}}",
    facts: "{{amount}}, con este código hasta el {{date}}",
    digits: "Código de pago",
    barcodeAlt: "Código de barras del código de pago {{digits}}",
  },
  howTo:
    "Para tener tus códigos de pago en el teléfono aunque no haya señal, entrá a Facturación con conexión y elegí «Guardar mis facturas impagas en este teléfono».",
  retry: "Ir a Mi cuenta",
};
