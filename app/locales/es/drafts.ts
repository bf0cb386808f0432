// Decision 149: a claim, a reply or a payment report sent without a connection, kept in the browser and offered again.
export default {
  offer: {
    claim: "Tenés un reclamo sin enviar",
    reply: "Tenés una respuesta sin enviar",
    report: "Tenés un informe de pago sin enviar",
  },
  offerText: "Lo escribiste sin conexión y quedó guardado en este dispositivo. ¿Lo enviamos ahora?",
  send: "Enviarlo ahora",
  discard: "Descartarlo",
  saved:
    "Sin conexión: no se envió. Guardamos lo que escribiste en este dispositivo y te lo vamos a ofrecer para enviar cuando vuelva la conexión.",
  fileNotKept: "El archivo adjunto no se puede guardar: vas a tener que adjuntarlo de nuevo.",
};
