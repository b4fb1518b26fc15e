// The airports a private flyer means by a city's name, kept as data: one entry per city, busiest
// business-aviation cities first, each city's airports in the order a charter broker would offer
// them. Airport search puts these first for a city's name (airport-index.ts), and the city's names
// in English, Spanish, Arabic and Chinese are what the search recognises in the site's four languages.
//
// To change the table: edit an entry (codes as the airport dataset has them, IATA or ICAO) and run
// the module's tests: business-aviation-cities.test.ts checks that every code is an airport of the
// dataset near the city's first one, and that every city has a name in each language.

/** Where the ranking comes from: what the table's order reflects, in general terms. */
export const BUSINESS_AVIATION_SOURCES: readonly string[] = [
  "Each airport's published business-aviation services: the FBO and executive-terminal networks' station lists " +
    "(Signature Aviation, Jet Aviation, Jetex and others) and airport operators' own pages for private flights.",
  "EUROCONTROL's business aviation reports and traffic figures: the busiest European airports for business aviation.",
  "The FAA's Air Traffic Activity Data System (ATADS): yearly operations counts at US airports, " +
    "general aviation and air taxi apart from the airlines.",
  "WINGX's business aviation market trackers: business-jet departures by country and by airport.",
  "Airports' published restrictions for business jets (slots, runway length, curfews), which move an airport down its city's list.",
];

/** A city's names in the site's four languages, plus local spellings and short forms ("NYC", "München"). */
export interface CityNames {
  en: readonly string[];
  es: readonly string[];
  ar: readonly string[];
  zh: readonly string[];
  other?: readonly string[];
}

export interface BusinessAviationCity {
  /** The city's English name. */
  city: string;
  /** ISO 3166-1 alpha-2 of the city; its airports may lie across a border (Monaco's are in France). */
  country: string;
  /** Airport codes (IATA or ICAO, as the dataset has them), the one a private flyer means first. */
  airports: readonly string[];
  names: CityNames;
}

export const BUSINESS_AVIATION_CITIES: readonly BusinessAviationCity[] = [
  {
    city: "New York",
    country: "US",
    airports: ["TEB", "HPN", "MMU", "FRG", "EWR", "JFK"],
    names: {
      en: ["New York", "New York City", "Manhattan"],
      es: ["Nueva York"],
      ar: ["نيويورك"],
      zh: ["纽约"],
      other: ["NYC", "紐約"],
    },
  },
  {
    city: "Los Angeles",
    country: "US",
    airports: ["VNY", "SMO", "BUR", "LAX", "LGB", "SNA"],
    names: {
      en: ["Los Angeles", "Beverly Hills", "Hollywood"],
      es: ["Los Ángeles"],
      ar: ["لوس أنجلوس", "لوس انجلوس"],
      zh: ["洛杉矶"],
      other: ["LA", "洛杉磯"],
    },
  },
  {
    city: "London",
    country: "GB",
    airports: ["FAB", "BQH", "LTN", "NHT", "STN", "LCY", "OXF", "LHR", "LGW"],
    names: { en: ["London"], es: ["Londres"], ar: ["لندن"], zh: ["伦敦"], other: ["倫敦"] },
  },
  {
    city: "Paris",
    country: "FR",
    airports: ["LBG", "CDG", "ORY", "POX", "TNF"],
    names: { en: ["Paris"], es: ["París"], ar: ["باريس"], zh: ["巴黎"] },
  },
  {
    city: "Miami",
    country: "US",
    airports: ["OPF", "TMB", "MIA", "FXE", "FLL"],
    names: { en: ["Miami", "Fort Lauderdale"], es: ["Miami"], ar: ["ميامي"], zh: ["迈阿密"], other: ["邁阿密"] },
  },
  {
    city: "Geneva",
    country: "CH",
    airports: ["GVA"],
    names: { en: ["Geneva"], es: ["Ginebra"], ar: ["جنيف"], zh: ["日内瓦"], other: ["Genève", "Genf", "Ginevra"] },
  },
  {
    city: "Nice",
    country: "FR",
    airports: ["NCE", "CEQ"],
    names: { en: ["Nice", "French Riviera", "Côte d'Azur"], es: ["Niza"], ar: ["نيس"], zh: ["尼斯"] },
  },
  {
    city: "Dubai",
    country: "AE",
    airports: ["DWC", "DXB"],
    names: { en: ["Dubai"], es: ["Dubái"], ar: ["دبي"], zh: ["迪拜"], other: ["杜拜"] },
  },
  {
    city: "Moscow",
    country: "RU",
    airports: ["VKO", "SVO", "DME"],
    names: { en: ["Moscow"], es: ["Moscú"], ar: ["موسكو"], zh: ["莫斯科"], other: ["Moskva", "Москва"] },
  },
  {
    city: "Milan",
    country: "IT",
    airports: ["LIN", "MXP", "BGY"],
    names: { en: ["Milan"], es: ["Milán"], ar: ["ميلانو", "ميلان"], zh: ["米兰"], other: ["Milano"] },
  },
  {
    city: "Rome",
    country: "IT",
    airports: ["CIA", "FCO"],
    names: { en: ["Rome"], es: ["Roma"], ar: ["روما"], zh: ["罗马"], other: ["Roma"] },
  },
  {
    city: "Madrid",
    country: "ES",
    airports: ["TOJ", "MAD"],
    names: { en: ["Madrid"], es: ["Madrid"], ar: ["مدريد"], zh: ["马德里"] },
  },
  {
    city: "Barcelona",
    country: "ES",
    airports: ["BCN"],
    names: { en: ["Barcelona"], es: ["Barcelona"], ar: ["برشلونة"], zh: ["巴塞罗那"] },
  },
  {
    city: "Munich",
    country: "DE",
    airports: ["MUC", "OBF"],
    names: { en: ["Munich"], es: ["Múnich"], ar: ["ميونخ"], zh: ["慕尼黑"], other: ["München"] },
  },
  {
    city: "Zurich",
    country: "CH",
    airports: ["ZRH"],
    names: { en: ["Zurich"], es: ["Zúrich"], ar: ["زيورخ"], zh: ["苏黎世"], other: ["Zürich"] },
  },
  {
    city: "Palm Beach",
    country: "US",
    airports: ["PBI", "BCT"],
    names: {
      en: ["Palm Beach", "West Palm Beach", "Boca Raton"],
      es: ["Palm Beach"],
      ar: ["بالم بيتش"],
      zh: ["棕榈滩"],
    },
  },
  {
    city: "Dallas",
    country: "US",
    airports: ["DAL", "ADS", "DFW"],
    names: { en: ["Dallas"], es: ["Dallas"], ar: ["دالاس"], zh: ["达拉斯"] },
  },
  {
    city: "Houston",
    country: "US",
    airports: ["HOU", "IAH", "SGR"],
    names: { en: ["Houston"], es: ["Houston"], ar: ["هيوستن"], zh: ["休斯敦"] },
  },
  {
    city: "Chicago",
    country: "US",
    airports: ["MDW", "PWK", "DPA", "ORD"],
    names: { en: ["Chicago"], es: ["Chicago"], ar: ["شيكاغو"], zh: ["芝加哥"] },
  },
  {
    city: "Washington",
    country: "US",
    airports: ["IAD", "KHEF", "DCA", "BWI"],
    names: {
      en: ["Washington", "Washington DC"],
      es: ["Washington", "Washington D. C."],
      ar: ["واشنطن"],
      zh: ["华盛顿"],
      other: ["DC"],
    },
  },
  {
    city: "Las Vegas",
    country: "US",
    airports: ["LAS", "KHND", "VGT"],
    names: { en: ["Las Vegas"], es: ["Las Vegas"], ar: ["لاس فيغاس", "لاس فيجاس"], zh: ["拉斯维加斯"] },
  },
  {
    city: "San Francisco",
    country: "US",
    airports: ["SFO", "OAK", "SJC"],
    names: {
      en: ["San Francisco", "Silicon Valley"],
      es: ["San Francisco"],
      ar: ["سان فرانسيسكو"],
      zh: ["旧金山", "三藩市"],
      other: ["SF"],
    },
  },
  {
    city: "Boston",
    country: "US",
    airports: ["BED", "BOS"],
    names: { en: ["Boston"], es: ["Boston"], ar: ["بوسطن"], zh: ["波士顿"] },
  },
  {
    city: "Atlanta",
    country: "US",
    airports: ["PDK", "ATL"],
    names: { en: ["Atlanta"], es: ["Atlanta"], ar: ["أتلانتا"], zh: ["亚特兰大"] },
  },
  {
    city: "Denver",
    country: "US",
    airports: ["APA", "BJC", "DEN"],
    names: { en: ["Denver"], es: ["Denver"], ar: ["دنفر"], zh: ["丹佛"] },
  },
  {
    city: "Phoenix",
    country: "US",
    airports: ["SCF", "PHX", "DVT"],
    names: { en: ["Phoenix", "Scottsdale"], es: ["Phoenix"], ar: ["فينيكس"], zh: ["菲尼克斯", "凤凰城"] },
  },
  {
    city: "Aspen",
    country: "US",
    airports: ["ASE", "EGE"],
    names: { en: ["Aspen"], es: ["Aspen"], ar: ["أسبن"], zh: ["阿斯彭"] },
  },
  {
    city: "San Diego",
    country: "US",
    airports: ["SAN", "KCRQ", "MYF"],
    names: { en: ["San Diego"], es: ["San Diego"], ar: ["سان دييغو"], zh: ["圣迭戈"] },
  },
  {
    city: "Palm Springs",
    country: "US",
    airports: ["TRM", "PSP"],
    names: { en: ["Palm Springs"], es: ["Palm Springs"], ar: ["بالم سبرينغز"], zh: ["棕榈泉"] },
  },
  {
    city: "Seattle",
    country: "US",
    airports: ["BFI", "SEA"],
    names: { en: ["Seattle"], es: ["Seattle"], ar: ["سياتل"], zh: ["西雅图"] },
  },
  {
    city: "Orlando",
    country: "US",
    airports: ["ORL", "MCO"],
    names: { en: ["Orlando"], es: ["Orlando"], ar: ["أورلاندو"], zh: ["奥兰多"] },
  },
  {
    city: "Vail",
    country: "US",
    airports: ["EGE", "ASE"],
    names: { en: ["Vail"], es: ["Vail"], ar: ["فيل"], zh: ["韦尔"] },
  },
  {
    city: "Jackson Hole",
    country: "US",
    airports: ["JAC"],
    names: { en: ["Jackson Hole"], es: ["Jackson Hole"], ar: ["جاكسون هول"], zh: ["杰克逊霍尔"] },
  },
  {
    city: "Cannes",
    country: "FR",
    airports: ["CEQ", "NCE"],
    names: { en: ["Cannes"], es: ["Cannes"], ar: ["كان"], zh: ["戛纳"] },
  },
  {
    city: "Monaco",
    country: "MC",
    airports: ["NCE", "CEQ"],
    names: { en: ["Monaco", "Monte Carlo"], es: ["Mónaco", "Montecarlo"], ar: ["موناكو"], zh: ["摩纳哥"] },
  },
  {
    city: "Saint-Tropez",
    country: "FR",
    airports: ["LTT", "TLN", "NCE"],
    names: { en: ["Saint-Tropez", "St Tropez"], es: ["Saint-Tropez"], ar: ["سان تروبيه"], zh: ["圣特罗佩"] },
  },
  {
    city: "Abu Dhabi",
    country: "AE",
    airports: ["AZI", "AUH"],
    names: { en: ["Abu Dhabi"], es: ["Abu Dabi"], ar: ["أبوظبي", "أبو ظبي"], zh: ["阿布扎比"] },
  },
  {
    city: "Frankfurt",
    country: "DE",
    airports: ["FRA", "QEF"],
    names: { en: ["Frankfurt"], es: ["Fráncfort"], ar: ["فرانكفورت"], zh: ["法兰克福"] },
  },
  {
    city: "Berlin",
    country: "DE",
    airports: ["BER"],
    names: { en: ["Berlin"], es: ["Berlín"], ar: ["برلين"], zh: ["柏林"] },
  },
  {
    city: "Vienna",
    country: "AT",
    airports: ["VIE"],
    names: { en: ["Vienna"], es: ["Viena"], ar: ["فيينا"], zh: ["维也纳"], other: ["Wien"] },
  },
  {
    city: "Brussels",
    country: "BE",
    airports: ["BRU"],
    names: { en: ["Brussels"], es: ["Bruselas"], ar: ["بروكسل"], zh: ["布鲁塞尔"], other: ["Bruxelles", "Brussel"] },
  },
  {
    city: "Amsterdam",
    country: "NL",
    airports: ["AMS", "RTM"],
    names: { en: ["Amsterdam"], es: ["Ámsterdam"], ar: ["أمستردام"], zh: ["阿姆斯特丹"] },
  },
  {
    city: "Istanbul",
    country: "TR",
    airports: ["IST", "SAW"],
    names: { en: ["Istanbul"], es: ["Estambul"], ar: ["إسطنبول", "اسطنبول"], zh: ["伊斯坦布尔"], other: ["İstanbul"] },
  },
  {
    city: "Athens",
    country: "GR",
    airports: ["ATH"],
    names: { en: ["Athens"], es: ["Atenas"], ar: ["أثينا"], zh: ["雅典"], other: ["Athina"] },
  },
  {
    city: "Mykonos",
    country: "GR",
    airports: ["JMK"],
    names: { en: ["Mykonos"], es: ["Míkonos", "Mykonos"], ar: ["ميكونوس"], zh: ["米科诺斯"] },
  },
  {
    city: "Olbia",
    country: "IT",
    airports: ["OLB"],
    names: { en: ["Olbia", "Costa Smeralda", "Sardinia"], es: ["Olbia", "Cerdeña"], ar: ["أولبيا"], zh: ["奥尔比亚"] },
  },
  {
    city: "Ibiza",
    country: "ES",
    airports: ["IBZ"],
    names: { en: ["Ibiza"], es: ["Ibiza"], ar: ["إيبيزا"], zh: ["伊维萨"], other: ["Eivissa"] },
  },
  {
    city: "Palma de Mallorca",
    country: "ES",
    airports: ["PMI"],
    names: {
      en: ["Palma de Mallorca", "Mallorca", "Majorca"],
      es: ["Palma de Mallorca", "Mallorca"],
      ar: ["بالما دي مايوركا"],
      zh: ["帕尔马"],
    },
  },
  {
    city: "Malaga",
    country: "ES",
    airports: ["AGP"],
    names: { en: ["Malaga", "Marbella"], es: ["Málaga", "Marbella"], ar: ["ملقة", "ماربيا"], zh: ["马拉加", "马贝拉"] },
  },
  {
    city: "Lisbon",
    country: "PT",
    airports: ["LIS", "CAT"],
    names: { en: ["Lisbon"], es: ["Lisboa"], ar: ["لشبونة"], zh: ["里斯本"], other: ["Lisboa"] },
  },
  {
    city: "Venice",
    country: "IT",
    airports: ["VCE", "TSF"],
    names: { en: ["Venice"], es: ["Venecia"], ar: ["البندقية", "فينيسيا"], zh: ["威尼斯"], other: ["Venezia"] },
  },
  {
    city: "Florence",
    country: "IT",
    airports: ["FLR", "PSA"],
    names: {
      en: ["Florence", "Tuscany"],
      es: ["Florencia", "Toscana"],
      ar: ["فلورنسا"],
      zh: ["佛罗伦萨"],
      other: ["Firenze"],
    },
  },
  {
    city: "Naples",
    country: "IT",
    airports: ["NAP", "QSR"],
    names: {
      en: ["Naples", "Amalfi Coast", "Capri"],
      es: ["Nápoles", "Costa Amalfitana"],
      ar: ["نابولي"],
      zh: ["那不勒斯"],
      other: ["Napoli"],
    },
  },
  {
    city: "Lyon",
    country: "FR",
    airports: ["LYN", "LYS"],
    names: { en: ["Lyon", "Lyons"], es: ["Lyon"], ar: ["ليون"], zh: ["里昂"] },
  },
  {
    city: "Marseille",
    country: "FR",
    airports: ["MRS"],
    names: { en: ["Marseille"], es: ["Marsella"], ar: ["مرسيليا"], zh: ["马赛"] },
  },
  {
    city: "Basel",
    country: "CH",
    airports: ["BSL"],
    names: { en: ["Basel"], es: ["Basilea"], ar: ["بازل"], zh: ["巴塞尔"], other: ["Bâle"] },
  },
  {
    city: "Salzburg",
    country: "AT",
    airports: ["SZG"],
    names: { en: ["Salzburg"], es: ["Salzburgo"], ar: ["سالزبورغ"], zh: ["萨尔茨堡"] },
  },
  {
    city: "Prague",
    country: "CZ",
    airports: ["PRG"],
    names: { en: ["Prague"], es: ["Praga"], ar: ["براغ"], zh: ["布拉格"], other: ["Praha"] },
  },
  {
    city: "Warsaw",
    country: "PL",
    airports: ["WAW", "WMI"],
    names: { en: ["Warsaw"], es: ["Varsovia"], ar: ["وارسو"], zh: ["华沙"], other: ["Warszawa"] },
  },
  {
    city: "Budapest",
    country: "HU",
    airports: ["BUD"],
    names: { en: ["Budapest"], es: ["Budapest"], ar: ["بودابست"], zh: ["布达佩斯"] },
  },
  {
    city: "Edinburgh",
    country: "GB",
    airports: ["EDI"],
    names: { en: ["Edinburgh"], es: ["Edimburgo"], ar: ["إدنبرة"], zh: ["爱丁堡"] },
  },
  {
    city: "Manchester",
    country: "GB",
    airports: ["MAN"],
    names: { en: ["Manchester"], es: ["Mánchester"], ar: ["مانشستر"], zh: ["曼彻斯特"] },
  },
  {
    city: "Dublin",
    country: "IE",
    airports: ["DUB"],
    names: { en: ["Dublin"], es: ["Dublín"], ar: ["دبلن"], zh: ["都柏林"] },
  },
  {
    city: "Oslo",
    country: "NO",
    airports: ["OSL"],
    names: { en: ["Oslo"], es: ["Oslo"], ar: ["أوسلو"], zh: ["奥斯陆"] },
  },
  {
    city: "Helsinki",
    country: "FI",
    airports: ["HEL"],
    names: { en: ["Helsinki"], es: ["Helsinki"], ar: ["هلسنكي"], zh: ["赫尔辛基"] },
  },
  {
    city: "Bodrum",
    country: "TR",
    airports: ["BJV"],
    names: { en: ["Bodrum"], es: ["Bodrum"], ar: ["بودروم"], zh: ["博德鲁姆"] },
  },
  {
    city: "Malta",
    country: "MT",
    airports: ["MLA"],
    names: { en: ["Malta", "Valletta"], es: ["Malta", "La Valeta"], ar: ["مالطا"], zh: ["马耳他"] },
  },
  {
    city: "St. Moritz",
    country: "CH",
    airports: ["SMV"],
    names: {
      en: ["St. Moritz", "Saint Moritz", "Samedan"],
      es: ["Saint Moritz"],
      ar: ["سانت موريتز"],
      zh: ["圣莫里茨"],
    },
  },
  {
    city: "Courchevel",
    country: "FR",
    airports: ["CVF", "CMF", "GVA"],
    names: { en: ["Courchevel"], es: ["Courchevel"], ar: ["كورشوفيل"], zh: ["高雪维尔"] },
  },
  {
    city: "Sao Paulo",
    country: "BR",
    airports: ["CGH", "JHF", "RTE", "GRU"],
    names: { en: ["Sao Paulo"], es: ["São Paulo", "San Pablo"], ar: ["ساو باولو"], zh: ["圣保罗"] },
  },
  {
    city: "Rio de Janeiro",
    country: "BR",
    airports: ["SDU", "GIG"],
    names: { en: ["Rio de Janeiro"], es: ["Río de Janeiro"], ar: ["ريو دي جانيرو"], zh: ["里约热内卢"] },
  },
  {
    city: "Mexico City",
    country: "MX",
    airports: ["TLC", "MEX"],
    names: {
      en: ["Mexico City"],
      es: ["Ciudad de México", "México D. F."],
      ar: ["مكسيكو سيتي", "مدينة مكسيكو"],
      zh: ["墨西哥城"],
      other: ["CDMX"],
    },
  },
  {
    city: "Toronto",
    country: "CA",
    airports: ["YYZ"],
    names: { en: ["Toronto"], es: ["Toronto"], ar: ["تورونتو"], zh: ["多伦多"] },
  },
  {
    city: "Cancun",
    country: "MX",
    airports: ["CUN"],
    names: { en: ["Cancun", "Riviera Maya"], es: ["Cancún", "Riviera Maya"], ar: ["كانكون"], zh: ["坎昆"] },
  },
  {
    city: "Los Cabos",
    country: "MX",
    airports: ["SJD"],
    names: {
      en: ["Los Cabos", "Cabo San Lucas", "San Jose del Cabo"],
      es: ["Los Cabos", "Cabo San Lucas", "San José del Cabo"],
      ar: ["لوس كابوس"],
      zh: ["洛斯卡沃斯"],
    },
  },
  {
    city: "Nassau",
    country: "BS",
    airports: ["NAS"],
    names: { en: ["Nassau"], es: ["Nasáu"], ar: ["ناساو"], zh: ["拿骚"] },
  },
  {
    city: "Hong Kong",
    country: "HK",
    airports: ["HKG"],
    names: { en: ["Hong Kong"], es: ["Hong Kong"], ar: ["هونغ كونغ", "هونج كونج"], zh: ["香港"] },
  },
  {
    city: "Singapore",
    country: "SG",
    airports: ["XSP", "SIN"],
    names: { en: ["Singapore"], es: ["Singapur"], ar: ["سنغافورة"], zh: ["新加坡"] },
  },
  {
    city: "Tokyo",
    country: "JP",
    airports: ["HND", "NRT"],
    names: { en: ["Tokyo"], es: ["Tokio"], ar: ["طوكيو"], zh: ["东京"], other: ["東京"] },
  },
  {
    city: "Beijing",
    country: "CN",
    airports: ["PEK", "PKX"],
    names: { en: ["Beijing", "Peking"], es: ["Pekín"], ar: ["بكين"], zh: ["北京"] },
  },
  {
    city: "Shanghai",
    country: "CN",
    airports: ["SHA", "PVG"],
    names: { en: ["Shanghai"], es: ["Shanghái"], ar: ["شانغهاي"], zh: ["上海"] },
  },
  {
    city: "Seoul",
    country: "KR",
    airports: ["GMP", "ICN"],
    names: { en: ["Seoul"], es: ["Seúl"], ar: ["سول", "سيول"], zh: ["首尔"] },
  },
  {
    city: "Mumbai",
    country: "IN",
    airports: ["BOM"],
    names: { en: ["Mumbai", "Bombay"], es: ["Bombay"], ar: ["مومباي"], zh: ["孟买"] },
  },
  {
    city: "Delhi",
    country: "IN",
    airports: ["DEL"],
    names: {
      en: ["Delhi", "New Delhi"],
      es: ["Delhi", "Nueva Delhi"],
      ar: ["دلهي", "نيودلهي"],
      zh: ["德里", "新德里"],
    },
  },
  {
    city: "Riyadh",
    country: "SA",
    airports: ["RUH"],
    names: { en: ["Riyadh"], es: ["Riad"], ar: ["الرياض"], zh: ["利雅得"] },
  },
  {
    city: "Jeddah",
    country: "SA",
    airports: ["JED"],
    names: { en: ["Jeddah", "Mecca"], es: ["Yeda", "La Meca"], ar: ["جدة", "مكة"], zh: ["吉达", "麦加"] },
  },
  {
    city: "Doha",
    country: "QA",
    airports: ["DOH", "DIA"],
    names: { en: ["Doha"], es: ["Doha"], ar: ["الدوحة"], zh: ["多哈"] },
  },
  {
    city: "Kuwait City",
    country: "KW",
    airports: ["KWI"],
    names: { en: ["Kuwait City"], es: ["Ciudad de Kuwait"], ar: ["مدينة الكويت"], zh: ["科威特城"] },
  },
  {
    city: "Muscat",
    country: "OM",
    airports: ["MCT"],
    names: { en: ["Muscat"], es: ["Mascate"], ar: ["مسقط"], zh: ["马斯喀特"] },
  },
  {
    city: "Beirut",
    country: "LB",
    airports: ["BEY"],
    names: { en: ["Beirut"], es: ["Beirut"], ar: ["بيروت"], zh: ["贝鲁特"] },
  },
  {
    city: "Amman",
    country: "JO",
    airports: ["AMM"],
    names: { en: ["Amman"], es: ["Amán"], ar: ["عمان"], zh: ["安曼"] },
  },
  {
    city: "Manama",
    country: "BH",
    airports: ["BAH"],
    names: { en: ["Manama"], es: ["Manama"], ar: ["المنامة"], zh: ["麦纳麦"] },
  },
  {
    city: "Cairo",
    country: "EG",
    airports: ["CAI"],
    names: { en: ["Cairo"], es: ["El Cairo"], ar: ["القاهرة"], zh: ["开罗"] },
  },
  {
    city: "Tel Aviv",
    country: "IL",
    airports: ["TLV"],
    names: { en: ["Tel Aviv"], es: ["Tel Aviv"], ar: ["تل أبيب"], zh: ["特拉维夫"] },
  },
  {
    city: "Marrakech",
    country: "MA",
    airports: ["RAK"],
    names: { en: ["Marrakech", "Marrakesh"], es: ["Marrakech"], ar: ["مراكش"], zh: ["马拉喀什"] },
  },
  {
    city: "Lagos",
    country: "NG",
    airports: ["LOS"],
    names: { en: ["Lagos"], es: ["Lagos"], ar: ["لاغوس"], zh: ["拉各斯"] },
  },
  {
    city: "Johannesburg",
    country: "ZA",
    airports: ["HLA", "JNB"],
    names: { en: ["Johannesburg"], es: ["Johannesburgo"], ar: ["جوهانسبرغ"], zh: ["约翰内斯堡"] },
  },
  {
    city: "Cape Town",
    country: "ZA",
    airports: ["CPT"],
    names: { en: ["Cape Town"], es: ["Ciudad del Cabo"], ar: ["كيب تاون"], zh: ["开普敦"] },
  },
  {
    city: "Sydney",
    country: "AU",
    airports: ["SYD", "BWU"],
    names: { en: ["Sydney"], es: ["Sídney"], ar: ["سيدني"], zh: ["悉尼"] },
  },
  {
    city: "Bangkok",
    country: "TH",
    airports: ["DMK", "BKK"],
    names: { en: ["Bangkok"], es: ["Bangkok"], ar: ["بانكوك"], zh: ["曼谷"] },
  },
  {
    city: "Kuala Lumpur",
    country: "MY",
    airports: ["SZB", "KUL"],
    names: { en: ["Kuala Lumpur"], es: ["Kuala Lumpur"], ar: ["كوالالمبور"], zh: ["吉隆坡"] },
  },
  {
    city: "Jakarta",
    country: "ID",
    airports: ["HLP", "CGK"],
    names: { en: ["Jakarta"], es: ["Yakarta"], ar: ["جاكرتا"], zh: ["雅加达"] },
  },
  {
    city: "Buenos Aires",
    country: "AR",
    airports: ["AEP", "SADF", "EZE"],
    names: { en: ["Buenos Aires"], es: ["Buenos Aires"], ar: ["بوينس آيرس"], zh: ["布宜诺斯艾利斯"] },
  },
  {
    city: "Stockholm",
    country: "SE",
    airports: ["BMA", "ARN"],
    names: { en: ["Stockholm"], es: ["Estocolmo"], ar: ["ستوكهولم"], zh: ["斯德哥尔摩"] },
  },
  {
    city: "Copenhagen",
    country: "DK",
    airports: ["CPH", "RKE"],
    names: { en: ["Copenhagen"], es: ["Copenhague"], ar: ["كوبنهاغن"], zh: ["哥本哈根"], other: ["København"] },
  },
];

/**
 * Airports' own names in the languages whose speakers call them otherwise: what a visitor types
 * for Heathrow in Chinese or Le Bourget in Arabic. Keyed by the code used in the table above.
 */
export const AIRPORT_NAMES: Readonly<Record<string, Partial<CityNames>>> = {
  LBG: { ar: ["لو بورجيه"], zh: ["勒布尔热"] },
  CDG: { ar: ["شارل ديغول"], zh: ["戴高乐"] },
  ORY: { ar: ["أورلي"], zh: ["奥利"] },
  LHR: { ar: ["هيثرو"], zh: ["希思罗"] },
  LGW: { ar: ["غاتويك"], zh: ["盖特威克"] },
  FAB: { ar: ["فارنبورو"], zh: ["范堡罗"] },
  LTN: { ar: ["لوتون"], zh: ["卢顿"] },
  STN: { ar: ["ستانستد"], zh: ["斯坦斯特德"] },
  TEB: { ar: ["تيتربورو"], zh: ["泰特伯勒"] },
  JFK: { ar: ["جون كينيدي"], zh: ["肯尼迪"] },
  DWC: { ar: ["آل مكتوم"], zh: ["阿勒马克图姆"] },
  DXB: { ar: ["مطار دبي الدولي"] },
  HND: { ar: ["هانيدا"], zh: ["羽田"] },
  NRT: { ar: ["ناريتا"], zh: ["成田"] },
  XSP: { ar: ["سيليتار"], zh: ["实里达"] },
  SIN: { ar: ["شانغي"], zh: ["樟宜"] },
  HKG: { zh: ["赤鱲角", "赤腊角"] },
  PEK: { zh: ["首都机场"] },
  PKX: { zh: ["大兴"] },
  SHA: { zh: ["虹桥"] },
  PVG: { zh: ["浦东"] },
  VKO: { ar: ["فنوكوفو"], zh: ["伏努科沃"] },
  SVO: { ar: ["شيريميتيفو"], zh: ["谢列梅捷沃"] },
  FCO: { ar: ["فيوميتشينو"], zh: ["菲乌米奇诺"] },
  MAD: { ar: ["باراخاس"], zh: ["巴拉哈斯"] },
};
