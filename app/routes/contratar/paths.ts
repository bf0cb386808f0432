/** The hiring flow's URLs (docs/design.md#hiring-flow), for links and redirects alike. */
export const HIRING = {
  start: "/contratar",
  data: "/contratar/dejanos-tus-datos",
  location: "/contratar/seleccionar-ubicacion",
  form: "/contratar/formulario",
  sent: "/contratar/solicitud-enviada",
  noService: "/sin-servicio",
} as const;
