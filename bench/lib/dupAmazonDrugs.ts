/**
 * Medicines, reactions and programmes of the seventh duplicate generator (lib/dupAmazon.ts): what
 * an Amazonian DIRESA's health posts give — the TB programme's first-line drugs under DOTS, the HIV
 * programme's TLD and TLE, malaria treatment, school deworming, the vaccines of the river brigades,
 * snake antivenom, and a post's everyday antibiotics and analgesics.
 *
 * Each reaction is written four ways: a clinician's Spanish, an agent's lay words (no accents), the
 * capitals of a programme's line listing, and the English MedDRA preferred terms the national centre
 * (CENAFyT) sends back.
 */

/** A medicine: generic (Spanish), English INN, the programme's letters, dose, form and route. */
export interface Drug {
  readonly g: string
  readonly inn: string
  readonly abbr: string
  readonly dose: string
  readonly form: string
  readonly via: string
  readonly freq: string
  /** What agents and patients call it. */
  readonly lay: ReadonlyArray<string>
  readonly rs: string | null
}

export const DRUGS = {
  H: { g: "Isoniazida", inn: "isoniazid", abbr: "H", dose: "300 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["isoniazida", "pastillas de la tb", "pastillas del programa"], rs: "EN-01822" },
  R: { g: "Rifampicina", inn: "rifampicin", abbr: "R", dose: "300 mg", form: "caps", via: "VO", freq: "c/24h", lay: ["rifampicina", "las capsulas rojas", "pastillas de la tb"], rs: "EN-02411" },
  Z: { g: "Pirazinamida", inn: "pyrazinamide", abbr: "Z", dose: "500 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["pirazinamida", "pastillas de la tb"], rs: "EN-00934" },
  E: { g: "Etambutol", inn: "ethambutol", abbr: "E", dose: "400 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["etambutol", "pastillas de la tb"], rs: "EN-03120" },
  TDF: { g: "Tenofovir", inn: "tenofovir disoproxil", abbr: "TDF", dose: "300 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["tenofovir", "retrovirales", "su TAR"], rs: "EE-04567" },
  XTC: { g: "Lamivudina", inn: "lamivudine", abbr: "3TC", dose: "300 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["lamivudina", "retrovirales", "su TAR"], rs: "EE-02210" },
  DTG: { g: "Dolutegravir", inn: "dolutegravir", abbr: "DTG", dose: "50 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["dolutegravir", "retrovirales", "la pastilla del vih"], rs: "EE-07781" },
  EFV: { g: "Efavirenz", inn: "efavirenz", abbr: "EFV", dose: "600 mg", form: "tab", via: "VO", freq: "c/24h noche", lay: ["efavirenz", "retrovirales", "la pastilla de la noche"], rs: "EE-01933" },
  CQ: { g: "Cloroquina", inn: "chloroquine", abbr: "CQ", dose: "250 mg", form: "tab", via: "VO", freq: "c/24h x 3 dias", lay: ["cloroquina", "pastillas de la malaria", "pastillas del paludismo"], rs: "EN-00412" },
  PQ: { g: "Primaquina", inn: "primaquine", abbr: "PQ", dose: "15 mg", form: "tab", via: "VO", freq: "c/24h x 7 dias", lay: ["primaquina", "pastillas de la malaria", "pastillas del paludismo"], rs: "EN-00587" },
  AS: { g: "Artesunato", inn: "artesunate", abbr: "AS", dose: "100 mg", form: "tab", via: "VO", freq: "c/24h x 3 dias", lay: ["artesunato", "pastillas de la malaria"], rs: "EE-03344" },
  MQ: { g: "Mefloquina", inn: "mefloquine", abbr: "MQ", dose: "250 mg", form: "tab", via: "VO", freq: "c/24h x 2 dias", lay: ["mefloquina", "pastillas de la malaria"], rs: "EE-02871" },
  ALB: { g: "Albendazol", inn: "albendazole", abbr: "ALB", dose: "400 mg", form: "tab mast", via: "VO", freq: "dosis unica", lay: ["albendazol", "pastilla de parasitos", "pastilla para los bichos"], rs: "EN-04410" },
  IVM: { g: "Ivermectina", inn: "ivermectin", abbr: "IVM", dose: "6 mg", form: "tab", via: "VO", freq: "dosis unica", lay: ["ivermectina", "pastilla de parasitos"], rs: "EN-05102" },
  PZQ: { g: "Praziquantel", inn: "praziquantel", abbr: "PZQ", dose: "600 mg", form: "tab", via: "VO", freq: "dosis unica", lay: ["praziquantel", "pastilla de parasitos"], rs: "EE-00218" },
  PENTA: { g: "Vacuna pentavalente (DPT-HvB-Hib)", inn: "DTP-HepB-Hib vaccine", abbr: "PENTA", dose: "0.5 ml", form: "iny", via: "IM", freq: "dosis unica", lay: ["pentavalente", "la vacuna de la pierna"], rs: "BE-01120" },
  SPR: { g: "Vacuna SPR (sarampión, paperas, rubéola)", inn: "MMR vaccine", abbr: "SPR", dose: "0.5 ml", form: "iny", via: "SC", freq: "dosis unica", lay: ["SPR", "la vacuna del sarampion"], rs: "BE-00871" },
  AMA: { g: "Vacuna antiamarílica", inn: "yellow fever vaccine", abbr: "AMA", dose: "0.5 ml", form: "iny", via: "SC", freq: "dosis unica", lay: ["vacuna de fiebre amarilla", "antiamarilica"], rs: "BE-00455" },
  HVB: { g: "Vacuna contra hepatitis B", inn: "hepatitis B vaccine", abbr: "HvB", dose: "1 ml", form: "iny", via: "IM", freq: "dosis unica", lay: ["vacuna de la hepatitis"], rs: "BE-00630" },
  VPH: { g: "Vacuna VPH", inn: "HPV vaccine", abbr: "VPH", dose: "0.5 ml", form: "iny", via: "IM", freq: "dosis unica", lay: ["vacuna del papiloma", "VPH"], rs: "BE-01502" },
  FLU: { g: "Vacuna influenza", inn: "influenza vaccine", abbr: "FLU", dose: "0.5 ml", form: "iny", via: "IM", freq: "dosis unica", lay: ["vacuna de la gripe", "vacuna influenza"], rs: "BE-01377" },
  SAB: { g: "Suero antibotrópico polivalente", inn: "Bothrops antivenom", abbr: "SAB", dose: "10 fcos", form: "fco", via: "EV", freq: "infusion", lay: ["suero antiofidico", "suero de la vibora"], rs: "BE-00091" },
  SAL: { g: "Suero antilachésico", inn: "Lachesis antivenom", abbr: "SAL", dose: "10 fcos", form: "fco", via: "EV", freq: "infusion", lay: ["suero antiofidico", "suero de la shushupe"], rs: "BE-00092" },
  AMX: { g: "Amoxicilina", inn: "amoxicillin", abbr: "AMX", dose: "500 mg", form: "caps", via: "VO", freq: "c/8h", lay: ["amoxicilina", "amoxi"], rs: "EN-06012" },
  SMX: { g: "Cotrimoxazol", inn: "sulfamethoxazole/trimethoprim", abbr: "SMX-TMP", dose: "800/160 mg", form: "tab", via: "VO", freq: "c/12h", lay: ["cotrimoxazol", "bactrim"], rs: "EN-03388" },
  MTZ: { g: "Metamizol", inn: "metamizole", abbr: "MTZ", dose: "1 g", form: "amp", via: "IM", freq: "stat", lay: ["metamizol", "una inyeccion para el dolor", "antalgina"], rs: "EN-02045" },
  CRO: { g: "Ceftriaxona", inn: "ceftriaxone", abbr: "CRO", dose: "1 g", form: "amp", via: "IM", freq: "c/24h", lay: ["ceftriaxona", "una ampolla"], rs: "EE-05523" },
  PNB: { g: "Penicilina G benzatínica", inn: "benzathine benzylpenicillin", abbr: "PNB", dose: "2.4 MUI", form: "amp", via: "IM", freq: "dosis unica", lay: ["benzatinica", "la penicilina"], rs: "EN-01770" },
  FE: { g: "Sulfato ferroso", inn: "ferrous sulfate", abbr: "SF", dose: "300 mg", form: "tab", via: "VO", freq: "c/24h", lay: ["sulfato ferroso", "las pastillas de hierro", "el hierro"], rs: "EN-00320" }
} as const satisfies Record<string, Drug>
export type DrugKey = keyof typeof DRUGS

/** A reaction: its words, whether serious, and its onset after the first dose (days). */
export interface Reaction {
  readonly tec: ReadonlyArray<string>
  readonly lay: ReadonlyArray<string>
  readonly caps: string
  readonly pt: ReadonlyArray<string>
  readonly serious: boolean
  readonly onset: readonly [number, number]
}

export const REACTIONS = {
  hepato: { tec: ["hepatotoxicidad", "ictericia con elevación de transaminasas", "hepatitis medicamentosa", "daño hepático inducido por fármacos"], lay: ["ojos amarillos", "se puso amarillo", "orina como coca cola y ojos amarillos"], caps: "HEPATOTOXICIDAD", pt: ["Hepatotoxicity", "Drug-induced liver injury", "Jaundice"], serious: true, onset: [10, 60] },
  rash: { tec: ["erupción maculopapular pruriginosa", "exantema generalizado", "rash cutáneo", "dermatitis medicamentosa"], lay: ["granitos en todo el cuerpo", "ronchas y picazon", "manchas rojas en la piel"], caps: "RASH / REACCION CUTANEA", pt: ["Rash maculo-papular", "Rash", "Drug eruption"], serious: false, onset: [3, 30] },
  prurito: { tec: ["prurito generalizado", "prurito intenso sin lesiones", "prurito"], lay: ["mucha picazon", "comezon en todo el cuerpo", "le pica todo"], caps: "PRURITO", pt: ["Pruritus", "Pruritus generalised"], serious: false, onset: [0, 7] },
  neuropatia: { tec: ["neuropatía periférica", "parestesias en miembros inferiores", "polineuropatía sensitiva"], lay: ["hormigueo en los pies", "adormecimiento de piernas", "le arden los pies"], caps: "NEUROPATIA PERIFERICA", pt: ["Neuropathy peripheral", "Paraesthesia"], serious: false, onset: [30, 120] },
  artralgia: { tec: ["artralgias", "dolor articular en rodillas y tobillos", "artralgia e hiperuricemia"], lay: ["dolor de huesos", "le duelen las rodillas", "dolor de articulaciones"], caps: "ARTRALGIA", pt: ["Arthralgia", "Hyperuricaemia"], serious: false, onset: [14, 60] },
  vision: { tec: ["disminución de agudeza visual", "neuritis óptica", "alteración en la visión de colores"], lay: ["ve borroso", "no ve bien", "vista nublada"], caps: "NEURITIS OPTICA", pt: ["Optic neuritis", "Visual acuity reduced"], serious: true, onset: [30, 90] },
  nauseas: { tec: ["náuseas y vómitos", "intolerancia gástrica con vómitos", "vómitos persistentes"], lay: ["vomitos", "nauseas y vomitos", "devuelve todo"], caps: "NAUSEAS Y VOMITOS", pt: ["Nausea", "Vomiting"], serious: false, onset: [0, 10] },
  abdominal: { tec: ["dolor abdominal tipo cólico", "epigastralgia", "dolor abdominal difuso"], lay: ["dolor de barriga", "dolor de estomago", "le duele la barriga"], caps: "DOLOR ABDOMINAL", pt: ["Abdominal pain", "Abdominal pain upper"], serious: false, onset: [0, 2] },
  mareo: { tec: ["mareos", "vértigo", "mareo e inestabilidad"], lay: ["mareado", "se mareaba", "mareos"], caps: "MAREOS", pt: ["Dizziness", "Vertigo"], serious: false, onset: [0, 5] },
  cefalea: { tec: ["cefalea", "cefalea holocraneana", "cefalea intensa"], lay: ["dolor de cabeza", "mucho dolor de cabeza"], caps: "CEFALEA", pt: ["Headache"], serious: false, onset: [0, 5] },
  snc: { tec: ["insomnio y pesadillas", "sueños vívidos con ansiedad", "alteración del sueño y mareos"], lay: ["no duerme y tiene pesadillas", "suena feo en la noche", "no puede dormir"], caps: "TRASTORNO DEL SUENO / SNC", pt: ["Abnormal dreams", "Insomnia", "Nightmare"], serious: false, onset: [1, 21] },
  psicosis: { tec: ["episodio psicótico agudo", "alucinaciones visuales y agitación", "trastorno neuropsiquiátrico agudo"], lay: ["se puso loco", "ve cosas y grita", "esta agresivo y habla cosas"], caps: "PSICOSIS", pt: ["Psychotic disorder", "Hallucination"], serious: true, onset: [1, 20] },
  hemolisis: { tec: ["anemia hemolítica", "coluria y palidez por hemólisis", "hemólisis aguda"], lay: ["orina oscura y esta palido", "orina negra", "orina como coca cola"], caps: "ANEMIA HEMOLITICA", pt: ["Haemolytic anaemia", "Chromaturia"], serious: true, onset: [2, 6] },
  renal: { tec: ["elevación de creatinina", "lesión renal aguda", "insuficiencia renal"], lay: ["problema en los rinones", "salio mal su analisis de orina"], caps: "DANO RENAL", pt: ["Acute kidney injury", "Blood creatinine increased"], serious: true, onset: [30, 180] },
  anafilaxia: { tec: ["reacción anafiláctica", "anafilaxia con hipotensión", "shock anafiláctico"], lay: ["se hincho y no podia respirar", "le falto el aire y se desmayo"], caps: "ANAFILAXIA", pt: ["Anaphylactic reaction", "Anaphylactic shock"], serious: true, onset: [0, 0] },
  urticaria: { tec: ["urticaria generalizada", "habones pruriginosos", "urticaria"], lay: ["ronchas", "ronchas en todo el cuerpo"], caps: "URTICARIA", pt: ["Urticaria"], serious: false, onset: [0, 2] },
  fiebre: { tec: ["fiebre", "alza térmica de 39 °C", "hipertermia"], lay: ["fiebre", "calentura", "mucha fiebre"], caps: "FIEBRE", pt: ["Pyrexia"], serious: false, onset: [0, 2] },
  local: { tec: ["dolor, eritema e induración en sitio de aplicación", "reacción local en sitio de inyección", "absceso en sitio de inyección"], lay: ["hinchado donde le pusieron la vacuna", "bolita y dolor en la pierna", "rojo e hinchado el brazo"], caps: "REACCION LOCAL", pt: ["Injection site reaction", "Injection site abscess"], serious: false, onset: [0, 3] },
  convulsion: { tec: ["convulsión febril", "crisis convulsiva tónico-clónica", "convulsión"], lay: ["convulsiono", "le dio ataque", "se puso morado y temblaba"], caps: "CONVULSION FEBRIL", pt: ["Febrile convulsion", "Seizure"], serious: true, onset: [0, 10] },
  llanto: { tec: ["llanto persistente e inconsolable", "llanto persistente mayor de 3 horas", "irritabilidad"], lay: ["llora y llora", "no para de llorar"], caps: "LLANTO PERSISTENTE", pt: ["Crying", "Irritability"], serious: false, onset: [0, 1] },
  sincope: { tec: ["síncope vasovagal", "lipotimia post vacunal", "síncope"], lay: ["se desmayo", "se cayo desmayada"], caps: "SINCOPE", pt: ["Syncope"], serious: false, onset: [0, 0] },
  suero: { tec: ["enfermedad del suero", "fiebre, artralgias y urticaria tardía", "reacción tardía al suero"], lay: ["fiebre y ronchas dias despues", "dolor de huesos y ronchas"], caps: "ENFERMEDAD DEL SUERO", pt: ["Serum sickness"], serious: true, onset: [5, 14] },
  sjs: { tec: ["síndrome de Stevens-Johnson", "lesiones ampollosas con compromiso de mucosas", "necrólisis epidérmica"], lay: ["ampollas en la boca y la piel", "se le pela la piel"], caps: "STEVENS JOHNSON", pt: ["Stevens-Johnson syndrome"], serious: true, onset: [5, 21] },
  hipotension: { tec: ["hipotensión", "hipotensión arterial post inyección", "hipotensión y sudoración fría"], lay: ["se le bajo la presion", "se puso frio y palido"], caps: "HIPOTENSION", pt: ["Hypotension"], serious: true, onset: [0, 0] },
  estrenimiento: { tec: ["estreñimiento y dolor abdominal", "estreñimiento", "dispepsia"], lay: ["no puede ir al bano", "dolor de estomago y estrenido"], caps: "ESTRENIMIENTO", pt: ["Constipation", "Dyspepsia"], serious: false, onset: [2, 20] }
} as const satisfies Record<string, Reaction>
export type ReactionKey = keyof typeof REACTIONS

/** A regimen: the drugs given together, its programme name, and the reactions it brings (weights). */
export interface Regimen {
  readonly name: string
  readonly drugs: ReadonlyArray<DrugKey>
  /** Given as one fixed-dose pill (DFC), so reports often name the regimen only. */
  readonly fixed: boolean
  readonly reactions: ReadonlyArray<readonly [ReactionKey, number, DrugKey | null]>
}

export type Programme = "tb" | "vih" | "malaria" | "mda" | "esavi" | "antiveneno" | "general"

export const REGIMENS: Record<Programme, ReadonlyArray<Regimen>> = {
  tb: [
    { name: "RHZE", drugs: ["R", "H", "Z", "E"], fixed: true, reactions: [["hepato", 5, null], ["rash", 3, null], ["prurito", 2, "R"], ["neuropatia", 2, "H"], ["artralgia", 2, "Z"], ["vision", 1, "E"], ["nauseas", 3, null]] },
    { name: "HR", drugs: ["H", "R"], fixed: true, reactions: [["hepato", 3, null], ["neuropatia", 3, "H"], ["rash", 2, null], ["nauseas", 1, null]] }
  ],
  vih: [
    { name: "TLD", drugs: ["TDF", "XTC", "DTG"], fixed: true, reactions: [["snc", 3, "DTG"], ["cefalea", 2, "DTG"], ["rash", 1, "DTG"], ["renal", 1, "TDF"], ["nauseas", 2, null]] },
    { name: "TLE", drugs: ["TDF", "XTC", "EFV"], fixed: true, reactions: [["snc", 5, "EFV"], ["mareo", 3, "EFV"], ["psicosis", 1, "EFV"], ["rash", 2, "EFV"], ["renal", 1, "TDF"]] }
  ],
  malaria: [
    { name: "CQ + PQ", drugs: ["CQ", "PQ"], fixed: false, reactions: [["prurito", 4, "CQ"], ["nauseas", 3, "CQ"], ["hemolisis", 2, "PQ"], ["abdominal", 2, "PQ"], ["mareo", 2, "CQ"]] },
    { name: "AS + MQ", drugs: ["AS", "MQ", "PQ"], fixed: false, reactions: [["nauseas", 4, "MQ"], ["mareo", 3, "MQ"], ["psicosis", 1, "MQ"], ["snc", 2, "MQ"], ["hemolisis", 1, "PQ"]] }
  ],
  mda: [
    { name: "Albendazol", drugs: ["ALB"], fixed: false, reactions: [["abdominal", 5, null], ["nauseas", 3, null], ["cefalea", 2, null], ["mareo", 1, null], ["urticaria", 1, null]] },
    { name: "Ivermectina", drugs: ["IVM"], fixed: false, reactions: [["mareo", 3, null], ["prurito", 3, null], ["cefalea", 2, null], ["abdominal", 1, null]] },
    { name: "Praziquantel", drugs: ["PZQ"], fixed: false, reactions: [["abdominal", 4, null], ["mareo", 2, null], ["cefalea", 2, null], ["nauseas", 2, null]] }
  ],
  esavi: [
    { name: "Pentavalente", drugs: ["PENTA"], fixed: false, reactions: [["fiebre", 4, null], ["local", 4, null], ["llanto", 3, null], ["convulsion", 1, null]] },
    { name: "SPR", drugs: ["SPR"], fixed: false, reactions: [["fiebre", 4, null], ["rash", 2, null], ["convulsion", 1, null], ["local", 1, null]] },
    { name: "Antiamarílica", drugs: ["AMA"], fixed: false, reactions: [["fiebre", 3, null], ["cefalea", 2, null], ["local", 2, null], ["anafilaxia", 1, null], ["urticaria", 1, null]] },
    { name: "VPH", drugs: ["VPH"], fixed: false, reactions: [["sincope", 4, null], ["local", 3, null], ["mareo", 2, null], ["cefalea", 1, null]] },
    { name: "Influenza", drugs: ["FLU"], fixed: false, reactions: [["local", 3, null], ["fiebre", 2, null], ["urticaria", 1, null]] },
    { name: "HvB", drugs: ["HVB"], fixed: false, reactions: [["local", 3, null], ["fiebre", 2, null]] }
  ],
  antiveneno: [
    { name: "SAB", drugs: ["SAB"], fixed: false, reactions: [["anafilaxia", 3, null], ["urticaria", 3, null], ["fiebre", 2, null], ["suero", 2, null], ["hipotension", 1, null]] },
    { name: "SAL", drugs: ["SAL"], fixed: false, reactions: [["anafilaxia", 3, null], ["urticaria", 2, null], ["suero", 1, null]] }
  ],
  general: [
    { name: "Amoxicilina", drugs: ["AMX"], fixed: false, reactions: [["rash", 3, null], ["urticaria", 2, null], ["nauseas", 1, null], ["anafilaxia", 1, null]] },
    { name: "Cotrimoxazol", drugs: ["SMX"], fixed: false, reactions: [["rash", 3, null], ["sjs", 1, null], ["nauseas", 1, null]] },
    { name: "Metamizol", drugs: ["MTZ"], fixed: false, reactions: [["hipotension", 3, null], ["urticaria", 2, null], ["anafilaxia", 1, null]] },
    { name: "Ceftriaxona", drugs: ["CRO"], fixed: false, reactions: [["urticaria", 3, null], ["anafilaxia", 1, null], ["local", 1, null]] },
    { name: "Benzatínica", drugs: ["PNB"], fixed: false, reactions: [["anafilaxia", 2, null], ["urticaria", 2, null], ["local", 2, null]] },
    { name: "Sulfato ferroso", drugs: ["FE"], fixed: false, reactions: [["estrenimiento", 4, null], ["abdominal", 3, null], ["nauseas", 2, null]] }
  ]
}

/** The outcomes a follow-up or a hospital knows, in Spanish and as the national centre codes them. */
export const OUTCOMES = {
  recuperado: ["recuperado", "recuperado sin secuelas", "Recovered/resolved"],
  recuperando: ["en recuperación", "evoluciona favorablemente", "Recovering/resolving"],
  no_recuperado: ["no recuperado", "persiste la reacción", "Not recovered/not resolved"],
  secuela: ["recuperado con secuelas", "con secuela", "Recovered/resolved with sequelae"],
  fallecido: ["fallecido", "falleció", "Fatal"],
  desconocido: ["desconocido", "se desconoce evolución", "Unknown"]
} as const
export type Outcome = keyof typeof OUTCOMES
