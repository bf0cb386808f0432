// Asking for a plan change and hiring Directv GO: their own namespace, so the pages
// that show and manage services do not carry these forms' words.
export default {
  titles: {
    manage: "Servicios - Gestionar",
    hireStreaming: "Contratar DGO",
  },
  back: "Volver a tus servicios",
  request: {
    heading: "Cambiar de plan de {{name}}",
    intro:
      "Elegí el plan que querés. Es un pedido: lo recibe el equipo de atención y te responde por un reclamo, que vas a ver en tus reclamos.",
    current: "Tu plan: {{name}}, {{price}} por mes.",
    planOption: "{{name}}: {{price}} por mes",
    comment: "Comentario (opcional)",
    commentHint: "Por ejemplo, desde cuándo querés el cambio o un horario para llamarte.",
    submit: "Pedir el cambio de plan",
    noPlans: "No hay otros planes de este tipo para elegir.",
    labels: { plan_id: "Plan que querés", comentario: "Comentario" },
  },
  hire: {
    heading: "Contratar Directv GO",
    intro:
      "Elegí tu plan y los extras que quieras. Se suma a tu factura todos los meses y podés darlo de baja cuando quieras.",
    planOption: "{{name}}: {{price}} por mes",
    planHint_one: "{{count}} canal. {{description}}",
    planHint_other: "{{count}} canales. {{description}}",
    extraOption: "{{name}}: {{price}} por mes",
    submit: "Contratar",
    labels: { plan_id: "Plan", extra_ids: "Extras" },
  },
};
