import type es from "../es/careers";

export default {
  titles: {
    form: "Work with us",
    success: "CV sent",
  },
  form: {
    heading: "Work with us",
    intro: "Leave us your details and your CV. If there is an opening for your profile, we will contact you.",
    nombre: "First name",
    apellido: "Last name",
    email: "E-mail",
    phone: "Phone",
    phoneHint: "With the area code, for example 0351 15 555-1234.",
    area: "Area you would like to work in",
    areaPlaceholder: "Choose an area",
    areas: {
      tecnica: "Technical and installations",
      atencion: "Customer service",
      ventas: "Sales",
      administracion: "Administration",
      otra: "Other",
    },
    mensaje: "Message (optional)",
    mensajeHint: "Tell us about your experience in a few lines.",
    cv: "Your CV",
    cvHint: "PDF, DOC or DOCX, up to 5 MB.",
    consent: "I agree that {{product}} uses my details for its recruitment.",
    privacyTitle: "Your personal data (Law 25,326)",
    privacyUse:
      "{{product}} uses the details you send only for its recruitment. You can ask us to correct or delete them at any time.",
    privacyLaw:
      "The owner of the personal data may exercise the right of access to them free of charge at intervals of no less than six months, unless a legitimate interest is shown, as set out in article 14, paragraph 3 of Law No. 25,326. The AGENCY FOR ACCESS TO PUBLIC INFORMATION, as the Control Body of Law No. 25,326, handles the complaints and claims of those whose rights are affected by a breach of the rules on personal data protection.",
    submit: "Send CV",
  },
  errors: {
    nombre: "Enter your first name",
    apellido: "Enter your last name",
    tooLong: "Write at most {{max}} characters",
    email: "Enter a valid e-mail address, like name@example.com",
    phone: "Enter a phone number with its area code",
    area: "Choose an area",
    cvMissing: "Attach your CV",
    cvTooBig: "The CV is larger than 5 MB: choose a smaller file",
    cvType: "The CV must be a PDF, DOC or DOCX file",
    cvAgain: "Choose your CV again: for your security, the browser does not keep it between submissions",
    consent: "To send your CV you must agree to the use of your details",
  },
  success: {
    heading: "Thank you! We received your CV",
    text: "We will keep it in mind for the openings to come. If your profile fits, we will write or call you.",
    back: "Back to the home page",
  },
} satisfies typeof es;
