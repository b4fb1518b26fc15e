// The words of a booking's documents (confirmation, invoice, calendar entries) in the four languages
// of the site. The broker disclosure is the site's own (the footer's legal line, "legal.brokerDisclaimer"
// in the web's catalogues), followed by the sentence that names this flight's operator.

export const DOCUMENT_LOCALES = ["en", "es", "ar", "zh"] as const;
export type DocumentLocale = (typeof DOCUMENT_LOCALES)[number];

export const isDocumentLocale = (value: unknown): value is DocumentLocale =>
  typeof value === "string" && (DOCUMENT_LOCALES as readonly string[]).includes(value);

export interface DocumentCopy {
  confirmationTitle: string;
  invoiceTitle: string;
  bookingNumber: string;
  confirmationCode: string;
  requestReference: string;
  route: string;
  legs: string;
  /** "LHR → LBG, 1 March 2027 09:30 (Europe/London)" */
  leg: (from: string, to: string, when: string, zone: string) => string;
  passengers: string;
  aircraft: string;
  operator: string;
  customer: string;
  invoiceNumber: string;
  invoiceDate: string;
  billTo: string;
  charter: string;
  departure: string;
  amount: (currency: string) => string;
  /** The fixed rate the amount was converted at, "1 USD = 0.92 EUR". */
  rate: string;
  rateNote: string;
  issuedBy: string;
  contact: (phone: string, email: string) => string;
  disclosureTitle: string;
  disclosure: (brand: string, operator: string) => string;
  /** The calendar entry's title. */
  eventSummary: (brand: string, from: string, to: string, number: string) => string;
  eventDescription: (number: string, code: string, aircraft: string, operator: string) => string;
}

const en: DocumentCopy = {
  confirmationTitle: "Booking confirmation",
  invoiceTitle: "Invoice",
  bookingNumber: "Booking number",
  confirmationCode: "Confirmation code",
  requestReference: "Request reference",
  route: "Route",
  legs: "Flights",
  leg: (from, to, when, zone) => `${from} → ${to}, ${when} (${zone})`,
  passengers: "Passengers",
  aircraft: "Aircraft",
  operator: "Operator",
  customer: "Customer",
  invoiceNumber: "Invoice number",
  invoiceDate: "Invoice date",
  billTo: "Bill to",
  charter: "Charter",
  departure: "Departure (local time)",
  amount: (currency) => `Amount due (${currency})`,
  rate: "Exchange rate",
  rateNote: "Prices are held in US dollars and converted at the site's fixed rate.",
  issuedBy: "Issued by",
  contact: (phone, email) => `Phone ${phone} · Email ${email}`,
  disclosureTitle: "Our role as a broker",
  disclosure: (brand, operator) =>
    `${brand} acts solely as an agent and intermediary for its clients. It arranges flights with certified air carriers operating under US FAA Part 135 or a European Air Operator Certificate (AOC). ${brand} does not own or operate any aircraft; the operator of each flight holds full operational control of it. This flight is operated by ${operator}.`,
  eventSummary: (brand, from, to, number) => `${brand} flight ${from} → ${to} (${number})`,
  eventDescription: (number, code, aircraft, operator) =>
    `Booking ${number}, confirmation code ${code}. Aircraft: ${aircraft}. Operated by ${operator}; the flight is arranged by the broker.`,
};

const es: DocumentCopy = {
  confirmationTitle: "Confirmación de reserva",
  invoiceTitle: "Factura",
  bookingNumber: "Número de reserva",
  confirmationCode: "Código de confirmación",
  requestReference: "Referencia de la solicitud",
  route: "Ruta",
  legs: "Vuelos",
  leg: (from, to, when, zone) => `${from} → ${to}, ${when} (${zone})`,
  passengers: "Pasajeros",
  aircraft: "Aeronave",
  operator: "Operador",
  customer: "Cliente",
  invoiceNumber: "Número de factura",
  invoiceDate: "Fecha de factura",
  billTo: "Facturar a",
  charter: "Vuelo chárter",
  departure: "Salida (hora local)",
  amount: (currency) => `Importe a pagar (${currency})`,
  rate: "Tipo de cambio",
  rateNote: "Los precios se fijan en dólares estadounidenses y se convierten al tipo fijo del sitio.",
  issuedBy: "Emitida por",
  contact: (phone, email) => `Teléfono ${phone} · Correo ${email}`,
  disclosureTitle: "Nuestro papel como bróker",
  disclosure: (brand, operator) =>
    `${brand} actúa exclusivamente como agente e intermediario de sus clientes. Organiza vuelos con compañías aéreas certificadas que operan bajo la Parte 135 de la FAA de EE. UU. o con un Certificado de Operador Aéreo (AOC) europeo. ${brand} no es propietaria ni operadora de ninguna aeronave; el operador de cada vuelo mantiene el pleno control operacional del mismo. Este vuelo lo opera ${operator}.`,
  eventSummary: (brand, from, to, number) => `Vuelo ${brand} ${from} → ${to} (${number})`,
  eventDescription: (number, code, aircraft, operator) =>
    `Reserva ${number}, código de confirmación ${code}. Aeronave: ${aircraft}. Operado por ${operator}; el bróker organiza el vuelo.`,
};

const ar: DocumentCopy = {
  confirmationTitle: "تأكيد الحجز",
  invoiceTitle: "فاتورة",
  bookingNumber: "رقم الحجز",
  confirmationCode: "رمز التأكيد",
  requestReference: "مرجع الطلب",
  route: "المسار",
  legs: "الرحلات",
  leg: (from, to, when, zone) => `من ${from} إلى ${to}، ${when} (${zone})`,
  passengers: "الركاب",
  aircraft: "الطائرة",
  operator: "المشغّل",
  customer: "العميل",
  invoiceNumber: "رقم الفاتورة",
  invoiceDate: "تاريخ الفاتورة",
  billTo: "الفاتورة باسم",
  charter: "رحلة الطيران الخاص",
  departure: "المغادرة (بالتوقيت المحلي)",
  amount: (currency) => `المبلغ المستحق (${currency})`,
  rate: "سعر الصرف",
  rateNote: "الأسعار محددة بالدولار الأمريكي وتُحوَّل بسعر الصرف الثابت للموقع.",
  issuedBy: "صادرة عن",
  contact: (phone, email) => `الهاتف ${phone} · البريد الإلكتروني ${email}`,
  disclosureTitle: "دورنا كوسيط",
  disclosure: (brand, operator) =>
    `تعمل ${brand} حصراً بصفتها وكيلاً ووسيطاً لعملائها، وتنظّم الرحلات مع شركات نقل جوي معتمدة تعمل بموجب الجزء 135 من لوائح إدارة الطيران الفيدرالية الأمريكية (FAA) أو بموجب شهادة مشغّل جوي أوروبية (AOC). لا تملك ${brand} أي طائرة ولا تشغّلها؛ ويتولى مشغّل كل رحلة السيطرة التشغيلية الكاملة عليها. تشغّل هذه الرحلة ${operator}.`,
  eventSummary: (brand, from, to, number) => `رحلة ${brand} من ${from} إلى ${to} (${number})`,
  eventDescription: (number, code, aircraft, operator) =>
    `الحجز ${number}، رمز التأكيد ${code}. الطائرة: ${aircraft}. تشغّلها ${operator}؛ ينظّم الوسيط الرحلة.`,
};

const zh: DocumentCopy = {
  confirmationTitle: "预订确认书",
  invoiceTitle: "发票",
  bookingNumber: "预订编号",
  confirmationCode: "确认码",
  requestReference: "询价编号",
  route: "航线",
  legs: "航班",
  leg: (from, to, when, zone) => `${from} → ${to}，${when}（${zone}）`,
  passengers: "乘客人数",
  aircraft: "飞机",
  operator: "运营人",
  customer: "客户",
  invoiceNumber: "发票编号",
  invoiceDate: "开票日期",
  billTo: "付款方",
  charter: "包机行程",
  departure: "出发（当地时间）",
  amount: (currency) => `应付金额（${currency}）`,
  rate: "汇率",
  rateNote: "价格以美元计价，并按本站固定汇率换算。",
  issuedBy: "开具方",
  contact: (phone, email) => `电话 ${phone} · 邮箱 ${email}`,
  disclosureTitle: "我们作为经纪人的角色",
  disclosure: (brand, operator) =>
    `${brand} 仅作为客户的代理人和中介机构行事，与依据美国联邦航空管理局（FAA）第 135 部或欧洲航空运营人证书（AOC）运营的持证航空承运人安排航班。${brand} 不拥有也不运营任何飞机；每次航班的运营人对该航班拥有完全的运行控制权。本次航班由 ${operator} 运营。`,
  eventSummary: (brand, from, to, number) => `${brand} 航班 ${from} → ${to}（${number}）`,
  eventDescription: (number, code, aircraft, operator) =>
    `预订 ${number}，确认码 ${code}。飞机：${aircraft}。由 ${operator} 运营；航班由经纪人安排。`,
};

export const documentCopy: Record<DocumentLocale, DocumentCopy> = { en, es, ar, zh };
