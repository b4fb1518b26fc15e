import type { TermsText } from "./terms-text.js";

// The broker's charter terms, version 2026-11, in the four languages the site speaks. A change of
// wording is a new version (a new file): agreements already made name the version they accepted.

export const TERMS_2026_11: TermsText = {
  en: {
    title: "SkyCharter charter terms",
    summary:
      "SkyCharter arranges your flight as your agent. The flight is operated by the licensed operator named in your quote, under its own conditions.",
    sections: [
      {
        heading: "1. Our role",
        body: "SkyCharter is a charter broker. We act as your agent in arranging the flight and are not an air carrier. The operator named in the quote has operational control of the aircraft and crew.",
      },
      {
        heading: "2. The agreement",
        body: "When you accept a quote, you agree to these terms, to the operator's conditions shown with the quote and to the cancellation schedule shown. Your booking is confirmed once the operator confirms the aircraft.",
      },
      {
        heading: "3. Price and payment",
        body: "The price is fixed in the currency of your booking at the exchange rate of the day you accept. A deposit is due shortly after booking and the balance before the first departure, on the dates shown on your booking. We reconcile bank transfers by the reference shown with the bank details.",
      },
      {
        heading: "4. Cancellation",
        body: "If you cancel, the share of the price shown in the cancellation schedule for the time left before the first departure is forfeited; anything paid beyond it is refunded. A flight the operator cannot perform is refunded in full unless we offer an equivalent aircraft you accept.",
      },
      {
        heading: "5. Passengers and documents",
        body: "You are responsible for passengers' names, travel documents, visas and health requirements, and for giving them to us before the manifest deadline. The captain may refuse boarding for safety reasons.",
      },
      {
        heading: "6. Changes and delays",
        body: "Schedules may change for weather, air traffic control or safety. Changes you ask for are subject to the operator's agreement and may change the price.",
      },
      {
        heading: "7. Liability",
        body: "The operator's liability to passengers is governed by the applicable air carrier rules. Our liability as agent is limited to the care we take in arranging the flight.",
      },
    ],
  },
  es: {
    title: "Condiciones de fletamento de SkyCharter",
    summary:
      "SkyCharter organiza tu vuelo como tu agente. El vuelo lo opera el operador con licencia indicado en tu cotización, según sus propias condiciones.",
    sections: [
      {
        heading: "1. Nuestro papel",
        body: "SkyCharter es un bróker de vuelos chárter. Actuamos como tu agente al organizar el vuelo y no somos una compañía aérea. El operador indicado en la cotización tiene el control operacional de la aeronave y la tripulación.",
      },
      {
        heading: "2. El acuerdo",
        body: "Al aceptar una cotización, aceptas estas condiciones, las condiciones del operador mostradas con la cotización y el calendario de cancelación mostrado. Tu reserva queda confirmada cuando el operador confirma la aeronave.",
      },
      {
        heading: "3. Precio y pago",
        body: "El precio queda fijado en la moneda de tu reserva al tipo de cambio del día en que aceptas. Se paga un depósito poco después de reservar y el saldo antes de la primera salida, en las fechas indicadas en tu reserva. Conciliamos las transferencias por la referencia indicada junto a los datos bancarios.",
      },
      {
        heading: "4. Cancelación",
        body: "Si cancelas, se pierde la parte del precio que indica el calendario de cancelación para el tiempo que falte hasta la primera salida; lo pagado por encima se reembolsa. Un vuelo que el operador no pueda realizar se reembolsa íntegramente, salvo que te ofrezcamos una aeronave equivalente y la aceptes.",
      },
      {
        heading: "5. Pasajeros y documentos",
        body: "Eres responsable de los nombres de los pasajeros, sus documentos de viaje, visados y requisitos sanitarios, y de facilitárnoslos antes de la fecha límite del manifiesto. El comandante puede denegar el embarque por motivos de seguridad.",
      },
      {
        heading: "6. Cambios y retrasos",
        body: "Los horarios pueden cambiar por meteorología, control de tráfico aéreo o seguridad. Los cambios que solicites dependen de la aceptación del operador y pueden modificar el precio.",
      },
      {
        heading: "7. Responsabilidad",
        body: "La responsabilidad del operador frente a los pasajeros se rige por las normas aplicables a las compañías aéreas. Nuestra responsabilidad como agente se limita a la diligencia con la que organizamos el vuelo.",
      },
    ],
  },
  ar: {
    title: "شروط الاستئجار لدى SkyCharter",
    summary:
      "تنظّم SkyCharter رحلتك بصفتها وكيلًا عنك. تُشغَّل الرحلة من قِبل المشغّل المرخَّص المذكور في عرض السعر، وفق شروطه الخاصة.",
    sections: [
      {
        heading: "1. دورنا",
        body: "SkyCharter وسيط لاستئجار الطائرات. نعمل وكيلًا عنك في ترتيب الرحلة ولسنا ناقلًا جويًا. يتولّى المشغّل المذكور في عرض السعر السيطرة التشغيلية على الطائرة وطاقمها.",
      },
      {
        heading: "2. الاتفاق",
        body: "بقبولك عرض السعر، فإنك توافق على هذه الشروط وعلى شروط المشغّل المعروضة مع العرض وعلى جدول الإلغاء المعروض. يُؤكَّد حجزك عندما يؤكّد المشغّل الطائرة.",
      },
      {
        heading: "3. السعر والدفع",
        body: "يُثبَّت السعر بعملة حجزك وفق سعر الصرف في يوم القبول. تُدفع دفعة مقدّمة بعد الحجز بوقت قصير ويُدفع الرصيد قبل أول إقلاع، في التواريخ المبيّنة في حجزك. نطابق التحويلات المصرفية بالمرجع المذكور مع بيانات الحساب المصرفي.",
      },
      {
        heading: "4. الإلغاء",
        body: "إذا ألغيت، تُستحق حصة السعر المبيّنة في جدول الإلغاء بحسب الوقت المتبقي حتى أول إقلاع، ويُردّ ما دُفع زيادةً عليها. وتُردّ كامل قيمة الرحلة التي لا يستطيع المشغّل تنفيذها، ما لم نعرض عليك طائرة مماثلة وتقبلها.",
      },
      {
        heading: "5. الركاب والوثائق",
        body: "أنت مسؤول عن أسماء الركاب ووثائق سفرهم وتأشيراتهم والمتطلبات الصحية، وعن تزويدنا بها قبل الموعد النهائي لقائمة الركاب. يجوز لقائد الطائرة رفض الصعود لأسباب تتعلق بالسلامة.",
      },
      {
        heading: "6. التغييرات والتأخير",
        body: "قد تتغيّر المواعيد بسبب الطقس أو مراقبة الحركة الجوية أو السلامة. تخضع التغييرات التي تطلبها لموافقة المشغّل وقد تغيّر السعر.",
      },
      {
        heading: "7. المسؤولية",
        body: "تخضع مسؤولية المشغّل تجاه الركاب للقواعد المعمول بها على الناقلين الجويين. وتقتصر مسؤوليتنا بصفتنا وكيلًا على العناية التي نبذلها في ترتيب الرحلة.",
      },
    ],
  },
  zh: {
    title: "SkyCharter 包机条款",
    summary: "SkyCharter 作为您的代理安排航班。航班由报价中载明的持证运营商按其自身条件执行。",
    sections: [
      {
        heading: "1. 我们的角色",
        body: "SkyCharter 是包机经纪人，作为您的代理安排航班，并非航空承运人。报价中载明的运营商对飞机和机组拥有运行控制权。",
      },
      {
        heading: "2. 协议",
        body: "接受报价即表示您同意本条款、随报价显示的运营商条件以及所显示的取消费用表。运营商确认飞机后，您的预订即告确认。",
      },
      {
        heading: "3. 价格与付款",
        body: "价格按您接受报价当日的汇率以预订货币固定。预订后不久需支付定金，首次起飞前需付清余款，具体日期见您的预订。我们按银行信息旁所示的参考号核对银行转账。",
      },
      {
        heading: "4. 取消",
        body: "如您取消，将按取消费用表中距首次起飞剩余时间对应的比例扣除价格，超出部分予以退还。运营商无法执行的航班将全额退款，除非我们提供同等飞机且您接受。",
      },
      {
        heading: "5. 乘客与证件",
        body: "您负责乘客姓名、旅行证件、签证及健康要求，并须在乘客名单截止日期前提供给我们。机长可出于安全原因拒绝登机。",
      },
      {
        heading: "6. 变更与延误",
        body: "航班时刻可能因天气、空中交通管制或安全原因而变更。您提出的变更须经运营商同意，并可能导致价格变化。",
      },
      {
        heading: "7. 责任",
        body: "运营商对乘客的责任适用相关航空承运人规则。我们作为代理的责任仅限于安排航班时所尽的注意义务。",
      },
    ],
  },
};
