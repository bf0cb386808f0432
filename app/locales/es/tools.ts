// Spanish: the copy of the testing pages (/test, /prueba), outside production only.
export default {
  testPage: {
    intro: "Herramientas para probar el portal fuera de producción.",
    environment: "Entorno",
    build: "Versión",
    toastLabel: "Mensaje de prueba",
    toastKind: "Tipo de aviso",
    toastSubmit: "Mostrar aviso",
    toastDefault: "Este es un aviso de prueba.",
    forceError: "Provocar un error del servidor",
  },
  prueba: {
    intro: "Vista de muestra del diseño para flujos de contratación.",
    headline: "Componentes del portal",
    sampleField: "Nombre",
    sampleHint: "Como figura en tu DNI.",
    samplePrimary: "Continuar",
    sampleSecondary: "Volver",
  },
};
