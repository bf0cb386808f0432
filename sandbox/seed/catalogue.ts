import type { TicketCategory } from "../../contract/tickets.ts";
/** What the provider sells and the lists its forms offer. Prices in ARS, taxes included. */

export const PLANS = [
  {
    id: 1,
    name: "Internet 100 Megas",
    kind: "internet",
    download_mbps: 100,
    upload_mbps: 10,
    price: 15999,
    featured: false,
    features: ["Fibra óptica hasta tu casa", "Router Wi-Fi incluido", "Instalación sin cargo"],
  },
  {
    id: 2,
    name: "Internet 300 Megas",
    kind: "internet",
    download_mbps: 300,
    upload_mbps: 30,
    price: 19999,
    featured: true,
    features: [
      "Fibra óptica hasta tu casa",
      "Router Wi-Fi 5 doble banda",
      "Instalación sin cargo",
      "Soporte técnico 24 h",
    ],
  },
  {
    id: 3,
    name: "Internet 600 Megas",
    kind: "internet",
    download_mbps: 600,
    upload_mbps: 60,
    price: 25999,
    featured: false,
    features: ["Fibra óptica hasta tu casa", "Router Wi-Fi 6", "Instalación sin cargo", "Soporte técnico 24 h"],
  },
  {
    id: 4,
    name: "Internet 1000 Megas",
    kind: "internet",
    download_mbps: 1000,
    upload_mbps: 100,
    price: 32999,
    featured: false,
    features: [
      "Fibra óptica hasta tu casa",
      "Router Wi-Fi 6 y repetidor",
      "IP fija opcional",
      "Soporte técnico prioritario",
    ],
  },
  {
    id: 5,
    name: "TV Digital",
    kind: "tv",
    download_mbps: null,
    upload_mbps: null,
    price: 11999,
    featured: false,
    features: ["Más de 120 canales", "30 canales en HD", "Decodificador incluido"],
  },
  {
    id: 6,
    name: "TV Full HD",
    kind: "tv",
    download_mbps: null,
    upload_mbps: null,
    price: 16499,
    featured: false,
    features: ["Más de 160 canales", "Todos en HD", "Pack fútbol incluido", "2 decodificadores"],
  },
  {
    id: 7,
    name: "Combo 300 Megas + TV Digital",
    kind: "combo",
    download_mbps: 300,
    upload_mbps: 30,
    price: 27999,
    featured: true,
    features: ["Internet 300 Megas", "Más de 120 canales", "Un solo pago por mes", "Instalación sin cargo"],
  },
  {
    id: 8,
    name: "Combo 600 Megas + TV Full HD",
    kind: "combo",
    download_mbps: 600,
    upload_mbps: 60,
    price: 37999,
    featured: false,
    features: ["Internet 600 Megas", "Más de 160 canales en HD", "Pack fútbol incluido", "Un solo pago por mes"],
  },
] as const;

export const STREAMING_PLANS = [
  {
    id: 1,
    name: "DGO Básico",
    description: "Canales en vivo y contenido a demanda en 2 pantallas a la vez.",
    price: 8999,
    channels: 90,
    featured: false,
  },
  {
    id: 2,
    name: "DGO Full",
    description: "Todos los canales en vivo, contenido a demanda y 3 pantallas a la vez.",
    price: 14999,
    channels: 120,
    featured: true,
  },
  {
    id: 3,
    name: "DGO Full + Deportes",
    description: "El plan Full con ESPN, Fox Sports y TNT Sports en 4 pantallas.",
    price: 21999,
    channels: 135,
    featured: false,
  },
];

export const STREAMING_EXTRAS = [
  { id: 1, name: "Pack Fútbol", description: "Todos los partidos del torneo local en vivo.", price: 6499 },
  { id: 2, name: "Max", description: "Series, películas y estrenos de Warner Bros.", price: 4999 },
  { id: 3, name: "Paramount+", description: "Series y películas de Paramount.", price: 2999 },
  { id: 4, name: "Universal+", description: "Canales premium de Universal y estrenos.", price: 3999 },
];

export const STREAMING_BANNERS = [
  {
    id: 1,
    title: "DIRECTV GO con tu internet",
    subtitle: "Sumalo a tu factura y miralo en todas tus pantallas.",
    image_url: "https://cdn.nodosur.example/banners/dgo-hogar.jpg",
    link_url: "/contratar-dgo",
    position: 1,
  },
  {
    id: 2,
    title: "Todo el fútbol en vivo",
    subtitle: "Agregá el Pack Fútbol a cualquier plan.",
    image_url: "https://cdn.nodosur.example/banners/dgo-futbol.jpg",
    link_url: "/contratar-dgo",
    position: 2,
  },
  {
    id: 3,
    title: "Estrenos todas las semanas",
    subtitle: "Max, Paramount+ y Universal+ en un solo lugar.",
    image_url: "https://cdn.nodosur.example/banners/dgo-estrenos.jpg",
    link_url: "/contratar-dgo",
    position: 3,
  },
];

/**
 * Claim categories, each with the working days the Reglamento de Clientes TIC gives it to
 * be resolved: 3 for faults and outages, 5 for billing, 10 for the rest (docs/design.md#customer-area).
 */
export const TICKET_CATEGORIES = [
  {
    id: 1,
    name: "Sin servicio de internet",
    description: "No tenés conexión en ningún dispositivo.",
    deadline_working_days: 3,
    kind: "no_service",
  },
  {
    id: 2,
    name: "Internet lento o intermitente",
    description: "La conexión anda, pero lenta o con cortes.",
    deadline_working_days: 3,
    kind: "slow_service",
  },
  {
    id: 3,
    name: "Problemas con la TV",
    description: "Canales que no se ven, decodificador o control remoto.",
    deadline_working_days: 3,
    kind: "tv",
  },
  {
    id: 4,
    name: "Facturación y pagos",
    description: "Dudas sobre una factura, un pago o el débito automático.",
    deadline_working_days: 5,
    kind: "billing",
  },
  {
    id: 5,
    name: "Cambio de plan o de domicilio",
    description: "Querés cambiar de plan o mudar el servicio.",
    deadline_working_days: 10,
    kind: "plan_or_address",
  },
  { id: 6, name: "Otro", description: "Cualquier otra consulta.", deadline_working_days: 10, kind: "other" },
] as const satisfies TicketCategory[];

/** Identifications with debt: the validators refuse them. The docs name them for testing. */
export const DEBTORS = [
  { identification: "25666777", name: "Roberto Díaz" },
  { identification: "20256667771", name: "Roberto Díaz" },
  { identification: "30709998885", name: "Transportes Serranos S.R.L." },
];
