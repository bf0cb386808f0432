/**
 * The sandbox's region: the Punilla valley and the Carlos Paz lakeside, in the Sierras
 * de Córdoba. Centres are close to the real towns; `radius_m` says roughly how far the
 * network reaches from the centre, bigger for bigger towns.
 */
export type LocalitySeed = { name: string; postcode: string; lat: number; lng: number; radius_m: number };

export const PROVINCE = "Córdoba";
export const DEPARTMENT = "Punilla";

export const LOCALITIES: LocalitySeed[] = [
  { name: "Villa Carlos Paz", postcode: "5152", lat: -31.4241, lng: -64.4978, radius_m: 3200 },
  { name: "San Antonio de Arredondo", postcode: "5153", lat: -31.4811, lng: -64.5289, radius_m: 1400 },
  { name: "Mayu Sumaj", postcode: "5153", lat: -31.4719, lng: -64.5428, radius_m: 1000 },
  { name: "Icho Cruz", postcode: "5153", lat: -31.4839, lng: -64.5608, radius_m: 1000 },
  { name: "Tala Huasi", postcode: "5153", lat: -31.4706, lng: -64.5717, radius_m: 900 },
  { name: "Cuesta Blanca", postcode: "5153", lat: -31.4833, lng: -64.5803, radius_m: 900 },
  { name: "Tanti", postcode: "5155", lat: -31.3553, lng: -64.5897, radius_m: 1600 },
  { name: "Villa Santa Cruz del Lago", postcode: "5152", lat: -31.3803, lng: -64.5283, radius_m: 1200 },
  { name: "Estancia Vieja", postcode: "5152", lat: -31.3731, lng: -64.5086, radius_m: 900 },
  { name: "San Roque", postcode: "5149", lat: -31.3561, lng: -64.4778, radius_m: 800 },
  { name: "Villa Parque Síquiman", postcode: "5158", lat: -31.3456, lng: -64.4789, radius_m: 1000 },
  { name: "Bialet Massé", postcode: "5158", lat: -31.3136, lng: -64.4611, radius_m: 1500 },
  { name: "Santa María de Punilla", postcode: "5164", lat: -31.2667, lng: -64.465, radius_m: 1400 },
  { name: "Cosquín", postcode: "5166", lat: -31.2446, lng: -64.4659, radius_m: 2200 },
  { name: "Molinari", postcode: "5166", lat: -31.2006, lng: -64.4683, radius_m: 800 },
  { name: "Casa Grande", postcode: "5168", lat: -31.1686, lng: -64.4769, radius_m: 900 },
  { name: "Valle Hermoso", postcode: "5168", lat: -31.1178, lng: -64.4831, radius_m: 1300 },
  { name: "La Falda", postcode: "5172", lat: -31.0917, lng: -64.4886, radius_m: 2000 },
  { name: "Huerta Grande", postcode: "5174", lat: -31.0731, lng: -64.4906, radius_m: 1200 },
  { name: "Villa Giardino", postcode: "5176", lat: -31.0494, lng: -64.4969, radius_m: 1400 },
  { name: "La Cumbre", postcode: "5178", lat: -30.9811, lng: -64.4911, radius_m: 1800 },
  { name: "Los Cocos", postcode: "5182", lat: -30.9275, lng: -64.5003, radius_m: 1000 },
  { name: "San Esteban", postcode: "5182", lat: -30.9197, lng: -64.5336, radius_m: 900 },
  { name: "Capilla del Monte", postcode: "5184", lat: -30.8603, lng: -64.5253, radius_m: 1900 },
];

/** Street names common in the region's towns; each locality gets a sample of them. */
export const STREET_NAMES = [
  "Av. San Martín",
  "Belgrano",
  "Rivadavia",
  "Sarmiento",
  "25 de Mayo",
  "9 de Julio",
  "Mitre",
  "Moreno",
  "Urquiza",
  "Las Heras",
  "Alem",
  "Lavalle",
  "Güemes",
  "Independencia",
  "Av. Libertad",
  "Tucumán",
  "Corrientes",
  "Entre Ríos",
  "Santa Fe",
  "Mendoza",
  "Italia",
  "España",
  "Los Álamos",
  "Las Acacias",
  "Los Pinos",
  "Las Margaritas",
  "Av. del Río",
  "Pasaje Los Sauces",
  "Dean Funes",
  "Obispo Trejo",
  "Caseros",
  "Chacabuco",
  "Maipú",
  "Colón",
  "Av. Costanera",
  "Los Aromos",
];
