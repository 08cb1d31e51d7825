/**
 * Names and places of the seventh duplicate generator (lib/dupAmazon.ts): a regional health
 * directorate (DIRESA) of the Peruvian Amazon — Loreto, Ucayali, San Martín — forwarding what its
 * health posts, river brigades, programmes and community health agents send in.
 *
 * Every name is a list of spellings, the registry's (RENIEC's) first: clerks and agents write
 * `Huaman` or `Guaman`, `Yuyarima` or `Lluyarima`, `Jhoselyn` or `Yoselin` as they hear them.
 * Surnames are grouped by origin (Kukama, Shipibo-Konibo, Awajún, Asháninka, Kichwa-Lamista,
 * Andean migrants, Spanish surnames common in the region); each province draws mostly from a few
 * origins, each community from a handful of its province's surnames.
 */

/** Spellings of one name: the registry's first, then what people write. */
export type Spellings = ReadonlyArray<string>

/** Given names, the frequent first (generators weight them by rank). */
export const FEMALE: ReadonlyArray<Spellings> = [
  ["María", "Maria"], ["Rosa"], ["Luz", "Lus"], ["Juana", "Jhuana"], ["Carmen", "Carmén"], ["Milagros", "Milagro"],
  ["Yesenia", "Jesenia", "Yessenia"], ["Marleni", "Marleny", "Marlene"], ["Deysi", "Deisy", "Daisy"], ["Elizabeth", "Elisabet", "Elizabet"],
  ["Kelly", "Keli", "Kely"], ["Lidia", "Lydia"], ["Esther", "Ester"], ["Nélida", "Nelida"], ["Isabel", "Ysabel", "Izabel"],
  ["Flor"], ["Rosario"], ["Nancy", "Nanci"], ["Sheyla", "Sheila", "Sheyli"], ["Jhoselyn", "Yoselin", "Joselyn", "Jhoselin"],
  ["Kiara", "Quiara", "Kiarha"], ["Leydi", "Leidy", "Lady"], ["Yuri", "Yury"], ["Luzmila", "Lusmila"], ["Gladys", "Gladis"],
  ["Zoila", "Soila"], ["Ruth", "Rut"], ["Noemí", "Noemi"], ["Marisol"], ["Raquel", "Rakel"], ["Gisela", "Gissela"], ["Sonia", "Sonya"],
  ["Delia"], ["Hilda", "Ilda"], ["Roxana", "Rosana"], ["Betty", "Bety"], ["Ana"], ["Teresa", "Tereza"], ["Angélica", "Angelica"],
  ["Erika", "Erica"], ["Nilda"], ["Clara"], ["Dina", "Dyna"], ["Mery", "Meri"], ["Edith", "Edit"], ["Yolanda"], ["Lucía", "Lucia"]
]
export const MALE: ReadonlyArray<Spellings> = [
  ["José", "Jose"], ["Juan", "Jhuan"], ["Luis", "Luiz"], ["Carlos"], ["Segundo"], ["Jorge"], ["Wilder", "Wilber", "Wilver"],
  ["Wilmer", "Vilmer", "Wilmar"], ["Elmer", "Helmer"], ["Jhon", "John", "Jon"], ["Jhonatan", "Jonathan", "Yonatan", "Jonatan"],
  ["Kevin", "Kebin", "Keven"], ["Roger", "Rojer"], ["Edinson", "Edison", "Edson"], ["Ronald", "Ronal"], ["Hernán", "Hernan", "Ernan"],
  ["Nilton", "Milton"], ["Julio"], ["Pedro"], ["Teófilo", "Teofilo"], ["Elías", "Elias"], ["Abner", "Avner"], ["Neyser", "Neiser"],
  ["Jhordy", "Jordy", "Yordi"], ["Anderson", "Andersson", "Anderzon"], ["Rusbel", "Rusvel"], ["Ángel", "Angel"], ["Manuel"],
  ["Miguel"], ["Víctor", "Victor", "Bictor"], ["Raúl", "Raul"], ["Hugo", "Ugo"], ["Alfredo"], ["Marcos", "Markos"], ["Rider", "Ryder"],
  ["Gerson", "Jerson"], ["Darwin", "Darwen"], ["Tito"], ["Adán", "Adan"], ["Isaac", "Isaak"], ["Moisés", "Moises"], ["Santos"],
  ["Eusebio", "Eusevio"], ["Alcides"], ["Gilberto", "Jilberto"], ["Leoncio"], ["Percy", "Persi"]
]

/** Where a surname comes from; provinces mix a few origins. */
export type Origin = "kukama" | "shipibo" | "awajun" | "ashaninka" | "lamista" | "andino" | "hispano"

const BY_ORIGIN: Record<Origin, ReadonlyArray<Spellings>> = {
  kukama: [
    ["Yuyarima", "Lluyarima", "Yuyarina"], ["Ahuanari", "Aguanari", "Ahuanary"], ["Manihuari", "Manihuary", "Maniguari"], ["Tamani", "Tamany"],
    ["Murayari", "Murallari", "Murayary"], ["Canaquiri", "Canaquire", "Kanaquiri"], ["Curitima", "Curitina"], ["Taricuarima", "Taricuarina"],
    ["Arirama", "Ariramba"], ["Pacaya", "Pacalla"], ["Huaymacari", "Guaymacari", "Huaymacary"], ["Tapayuri", "Tapayury"], ["Inuma", "Ynuma"],
    ["Mozombite", "Mosombite", "Mozombyte"], ["Ushiñahua", "Ushinahua", "Usiñahua"], ["Chanchari", "Chanchary"]
  ],
  shipibo: [
    ["Maynas", "Mainas"], ["Mahua", "Magua"], ["Ochavano", "Ochabano"], ["Cumapa", "Kumapa"], ["Fasabi", "Fasaby", "Fasavi"],
    ["Inuma", "Ynuma"], ["Barbarán", "Barbaran"], ["Sinti", "Sinty"], ["Urquía", "Urquia"], ["Cauper", "Kauper"], ["Agustín", "Agustin"],
    ["Silvano", "Silbano"], ["Sebastián", "Sebastian"], ["Ahuanari", "Aguanari", "Ahuanary"]
  ],
  awajun: [
    ["Tiwi", "Tiwy"], ["Yampis", "Llampis", "Yampiz"], ["Ampam", "Ampan"], ["Jempekit", "Jempikit", "Gempekit"], ["Shimpukat", "Simpukat"],
    ["Chumpi", "Chumpy"], ["Tsamajain", "Samajain", "Tsamajai"], ["Dekentai", "Dequentai"], ["Kinin", "Quinin"], ["Sanchium", "Sanchum"],
    ["Wajai", "Guajai", "Huajai"], ["Bakuants", "Bacuants"], ["Nugkuag", "Nunkuag"]
  ],
  ashaninka: [
    ["Quintimari", "Kintimari"], ["Camaiteri", "Kamaiteri"], ["Mishari", "Mishary"], ["Chimanca", "Shimanca"], ["Pichiri", "Pichire"],
    ["Cashiari", "Kashiari"], ["Shumpate", "Chumpate"], ["Huamanchumo", "Guamanchumo"]
  ],
  lamista: [
    ["Amasifuén", "Amasifuen", "Amacifuen"], ["Sangama", "Sangamá"], ["Tuanama", "Tuanamá"], ["Cachique", "Cachiqui"], ["Shupingahua", "Shupingagua"],
    ["Tapullima", "Tapuyima"], ["Pashanasi", "Pashanase"], ["Satalaya", "Satalalla"], ["Salas"], ["Guerra"], ["Sinarahua", "Sinaragua"],
    ["Tangoa", "Tangoá"], ["Huayunga", "Guayunga"], ["Isuiza", "Isuisa"], ["Pizango", "Pisango"], ["Shapiama", "Shapiana"]
  ],
  andino: [
    ["Huamán", "Huaman", "Guaman", "Guamán", "Waman"], ["Ccori", "Cori", "Qori"], ["Quispe", "Quispé", "Quisper"], ["Mamani", "Mamany"],
    ["Condori", "Kondori", "Condory"], ["Huayta", "Guayta", "Wayta"], ["Ccahuana", "Cahuana"], ["Yupanqui", "Llupanqui"], ["Chuquilín", "Chuquilin"],
    ["Huaccha", "Huacha", "Guaccha"], ["Ticlla", "Ticla"], ["Cusi", "Kusi"], ["Huillca", "Huilca", "Willca"], ["Culqui", "Kulqui"], ["Ocas", "Ocaz"],
    ["Llanos", "Yanos"], ["Chávez", "Chavez"]
  ],
  hispano: [
    ["García", "Garcia"], ["Flores", "Florez"], ["Vásquez", "Vasquez", "Basquez"], ["Ríos", "Rios"], ["Ruiz", "Ruíz"], ["Pérez", "Perez"],
    ["Díaz", "Diaz"], ["Torres"], ["Ramírez", "Ramirez", "Ramires"], ["Rengifo", "Renjifo"], ["Panduro"], ["Pinedo"], ["Tuesta"],
    ["Arévalo", "Arevalo"], ["Mori", "Morí"], ["Saldaña", "Saldana"], ["Vela", "Bela"], ["Tafur"], ["Lozano", "Losano"],
    ["Del Águila", "Del Aguila", "Delaguila"], ["Da Silva", "Dasilva", "Da Silba"], ["Sánchez", "Sanchez"], ["Shuña", "Shuna"],
    ["Upiachihua", "Upiachigua"], ["Rojas"], ["Reátegui", "Reategui"], ["Pezo", "Peso"], ["Chota"], ["Cárdenas", "Cardenas"]
  ]
}

/** Every surname once, with its spellings; the same surname under two origins is one entry. */
export const SURNAMES: ReadonlyArray<Spellings> = (() => {
  const seen = new Map<string, Spellings>()
  for (const list of Object.values(BY_ORIGIN)) for (const s of list) if (!seen.has(s[0]!)) seen.set(s[0]!, s)
  return [...seen.values()]
})()
const INDEX = new Map(SURNAMES.map((s, i) => [s[0]!, i]))
/** Indexes into SURNAMES of one origin's surnames. */
export const surnamesOf = (origin: Origin): ReadonlyArray<number> => BY_ORIGIN[origin].map((s) => INDEX.get(s[0]!)!)

/** A province: its region, referral hospital, surname origins (weights) and communities. */
export interface Province {
  readonly region: "Loreto" | "Ucayali" | "San Martín"
  readonly name: string
  readonly hospital: string
  readonly origins: ReadonlyArray<readonly [Origin, number]>
  readonly communities: ReadonlyArray<string>
  /** The river the brigades travel. */
  readonly river: string
}

export const PROVINCES: ReadonlyArray<Province> = [
  { region: "Loreto", name: "Maynas", hospital: "Hospital Regional de Loreto", river: "Napo", origins: [["hispano", 4], ["kukama", 3], ["andino", 1]],
    communities: ["Santa Clotilde", "Mazán", "Indiana", "Tamshiyacu", "Santo Tomás", "Padre Cocha", "Quistococha", "Belén", "Pampa Chica", "Bellavista Nanay"] },
  { region: "Loreto", name: "Loreto", hospital: "Hospital de Apoyo Iquitos", river: "Marañón", origins: [["kukama", 5], ["hispano", 3]],
    communities: ["Nauta", "Parinari", "San Regis", "Nueva Esperanza", "Bagazán", "Saramuro", "Veinte de Enero"] },
  { region: "Loreto", name: "Alto Amazonas", hospital: "Hospital Santa Gema de Yurimaguas", river: "Huallaga", origins: [["hispano", 4], ["lamista", 2], ["kukama", 2], ["andino", 1]],
    communities: ["Yurimaguas", "Lagunas", "Balsapuerto", "Jeberos", "Santa Cruz", "Teniente César López", "Munichis"] },
  { region: "Loreto", name: "Datem del Marañón", hospital: "Hospital Santa Gema de Yurimaguas", river: "Morona", origins: [["awajun", 5], ["kukama", 1], ["hispano", 1]],
    communities: ["San Lorenzo", "Barranca", "Cahuapanas", "Pastaza", "Morona", "Puerto Alegría"] },
  { region: "Loreto", name: "Ucayali", hospital: "Hospital de Contamana", river: "Ucayali", origins: [["shipibo", 3], ["kukama", 2], ["hispano", 3]],
    communities: ["Contamana", "Pampa Hermosa", "Inahuaya", "Padre Márquez", "Vargas Guerra", "Orellana"] },
  { region: "Loreto", name: "Mariscal Ramón Castilla", hospital: "Hospital de Caballococha", river: "Amazonas", origins: [["hispano", 3], ["kukama", 2], ["andino", 1]],
    communities: ["Caballococha", "Pebas", "Santa Rosa", "Yavarí", "Cushillococha", "San Pablo"] },
  { region: "Ucayali", name: "Coronel Portillo", hospital: "Hospital Amazónico de Yarinacocha", river: "Ucayali", origins: [["shipibo", 4], ["hispano", 3], ["andino", 2]],
    communities: ["San Francisco de Yarinacocha", "Santa Rosa de Dinamarca", "Callería", "Masisea", "Iparía", "Nueva Requena", "Campo Verde", "Manantay"] },
  { region: "Ucayali", name: "Atalaya", hospital: "Hospital de Atalaya", river: "Urubamba", origins: [["ashaninka", 4], ["shipibo", 1], ["andino", 2], ["hispano", 1]],
    communities: ["Atalaya", "Sepahua", "Tahuanía", "Bolognesi", "Raymondi", "Yurúa"] },
  { region: "Ucayali", name: "Padre Abad", hospital: "Hospital de Aguaytía", river: "Aguaytía", origins: [["andino", 4], ["hispano", 3], ["shipibo", 1]],
    communities: ["Aguaytía", "Curimaná", "Irazola", "Neshuya", "Huipoca"] },
  { region: "San Martín", name: "Lamas", hospital: "Hospital II-2 Tarapoto", river: "Mayo", origins: [["lamista", 5], ["hispano", 2], ["andino", 1]],
    communities: ["Lamas", "Tabalosos", "Pinto Recodo", "Cuñumbuqui", "Shanao", "Zapatero", "Chirapa"] },
  { region: "San Martín", name: "San Martín", hospital: "Hospital II-2 Tarapoto", river: "Huallaga", origins: [["hispano", 4], ["lamista", 2], ["andino", 2]],
    communities: ["Tarapoto", "Chazuta", "Sauce", "Papaplaya", "Shapaja", "Juan Guerra", "Huimbayoc"] },
  { region: "San Martín", name: "Moyobamba", hospital: "Hospital de Moyobamba", river: "Mayo", origins: [["andino", 4], ["awajun", 2], ["hispano", 3]],
    communities: ["Moyobamba", "Soritor", "Jepelacio", "Yantaló", "Habana", "Shampuyacu", "Bajo Naranjillo"] },
  { region: "San Martín", name: "Rioja", hospital: "Hospital de Rioja", river: "Mayo", origins: [["andino", 5], ["awajun", 1], ["hispano", 2]],
    communities: ["Rioja", "Nueva Cajamarca", "Pardo Miguel", "Awajún", "Elías Soplín Vargas", "Yorongos"] }
]

/** How a health post's name is written. */
export const POST_KINDS = ["P.S.", "Puesto de Salud", "PS I-1", "C.S.", "Centro de Salud", "PS I-2"] as const

/** Staff titles by where they work. */
export const STAFF = {
  post: ["Lic. Enf.", "Tec. Enf.", "Obst.", "Tco. Enf.", "Lic."],
  hospital: ["Dr.", "Dra.", "Med. Resid.", "QF", "Lic. Enf."],
  agent: ["ACS", "Agente comunitario", "promotor de salud", "ACS"],
  programme: {
    tb: "ESPCT (Estrategia Sanitaria de Prevención y Control de TB)",
    vih: "Programa TARGA / ESNITSS-VIH",
    malaria: "Estrategia de Metaxénicas - Malaria",
    esavi: "ESNI Inmunizaciones",
    mda: "Salud Escolar - Desparasitación"
  }
} as const

/** River brigades that vaccinate along the rivers. */
export const BRIGADES = [
  "PIAS Río Napo", "PIAS Río Putumayo I", "PIAS Río Morona", "PIAS Río Yavarí", "PIAS Río Putumayo II", "Brigada fluvial DIRESA",
  "Equipo AISPED", "Brigada itinerante de vacunación", "BAP Corrientes (brigada)"
] as const

/** Words of an address: households share theirs. */
export const STREETS = [
  "Jr. Ucayali", "Jr. Próspero", "Calle Loreto", "Av. Quiñones", "Jr. Amazonas", "Pasaje Los Ángeles", "Calle Arica", "Jr. Moore",
  "Psje. Las Palmeras", "Av. Centenario", "Jr. Huallaga", "Calle San Martín", "Jr. Bolognesi", "Av. Grau", "Jr. Progreso"
] as const
export const SECTORS = [
  "sector Bajo", "sector Alto", "barrio Nuevo", "orilla del río", "cerca al colegio", "al costado de la iglesia", "frente a la cancha",
  "sector Las Malvinas", "AAHH 9 de Octubre", "AAHH Señor de los Milagros", "caserío Nuevo Progreso", "anexo San Juan"
] as const
