import type { EntityManager } from "typeorm";
import { TestimonialStatus } from "../../modules/testimonials/testimonial.enums.js";
import { insertRows } from "./demo-leads.seed.js";
import type { Random } from "./random.js";

type Locale = "en" | "es" | "ar" | "zh";

interface DemoTestimonial {
  locale: Locale;
  author: string;
  rating: number;
  body: string;
  status: TestimonialStatus;
  featured?: boolean;
}

const { APPROVED, PENDING, REJECTED } = TestimonialStatus;

// Reviews as customers write them, in the site's four languages; a few wait for review or were turned down.
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    locale: "en",
    author: "Olivia W.",
    rating: 5,
    status: APPROVED,
    featured: true,
    body: "We flew Teterboro to Aspen with two kids and a dog, and the crew made it feel effortless. The quote arrived within the hour and the price never moved.",
  },
  {
    locale: "en",
    author: "Daniel H.",
    rating: 5,
    status: APPROVED,
    featured: true,
    body: "Our CEO had to be in Geneva the next morning. SkyCharter found a Challenger at nine in the evening and had us wheels-up by midnight.",
  },
  {
    locale: "en",
    author: "Hannah K.",
    rating: 4,
    status: APPROVED,
    body: "Smooth booking and a lovely aircraft. Catering was a little late to arrive at Van Nuys, but the team sorted it before boarding.",
  },
  {
    locale: "en",
    author: "Marcus T.",
    rating: 5,
    status: APPROVED,
    body: "Third trip with them this year. Clear pricing, no surprise fees, and the same friendly coordinator every time.",
  },
  {
    locale: "en",
    author: "Grace L.",
    rating: 5,
    status: PENDING,
    body: "The round trip to Nice for my mother's birthday was perfect from start to finish. Thank you for the flowers on board!",
  },
  {
    locale: "en",
    author: "Test User",
    rating: 1,
    status: REJECTED,
    body: "asdf asdf testing the review form please ignore",
  },
  {
    locale: "es",
    author: "Sofía A.",
    rating: 5,
    status: APPROVED,
    featured: true,
    body: "Volamos de Miami a São Paulo sin ninguna complicación. La tripulación fue muy atenta y el avión estaba impecable.",
  },
  {
    locale: "es",
    author: "Mateo R.",
    rating: 5,
    status: APPROVED,
    body: "Reservé un vuelo a Cancún para toda la familia en menos de un día. El precio fue exactamente el del presupuesto.",
  },
  {
    locale: "es",
    author: "Camila F.",
    rating: 4,
    status: APPROVED,
    body: "Muy buen servicio y comunicación constante. Solo echamos de menos más opciones vegetarianas en el catering.",
  },
  {
    locale: "es",
    author: "Javier M.",
    rating: 5,
    status: PENDING,
    body: "Organizaron un viaje de negocios con tres escalas en Europa y todo salió a la hora prevista. Repetiremos sin duda.",
  },
  {
    locale: "es",
    author: "Lucía P.",
    rating: 2,
    status: REJECTED,
    body: "Llamadme al móvil para hablar de un descuento, mi número es el de la reserva.",
  },
  {
    locale: "ar",
    author: "عمر ح.",
    rating: 5,
    status: APPROVED,
    featured: true,
    body: "رحلة رائعة من دبي إلى جنيف. الطاقم كان محترفاً للغاية والطائرة مريحة جداً، وكل شيء كان في موعده.",
  },
  {
    locale: "ar",
    author: "ليلى م.",
    rating: 5,
    status: APPROVED,
    body: "حجزت رحلة عائلية إلى المالديف وكانت التجربة ممتازة من البداية إلى النهاية. شكراً لفريق الحجز على سرعة الرد.",
  },
  {
    locale: "ar",
    author: "أحمد س.",
    rating: 4,
    status: APPROVED,
    body: "خدمة ممتازة وأسعار واضحة. تأخرت السيارة قليلاً عند الوصول، لكن الفريق تابع الأمر فوراً.",
  },
  {
    locale: "ar",
    author: "فاطمة ع.",
    rating: 5,
    status: PENDING,
    body: "سافرنا من الرياض إلى لندن لحضور مؤتمر، وكانت الوجبات الحلال والمقاعد المريحة أكثر مما توقعنا.",
  },
  { locale: "ar", author: "زائر", rating: 1, status: REJECTED, body: "تجربة تجربة تجربة هذا نص للاختبار فقط" },
  {
    locale: "zh",
    author: "陈伟",
    rating: 5,
    status: APPROVED,
    featured: true,
    body: "从香港飞往新加坡的商务行程非常顺利，机组人员专业细心，报价透明，没有任何隐藏费用。",
  },
  {
    locale: "zh",
    author: "李梅",
    rating: 5,
    status: APPROVED,
    body: "第一次包机带家人去马尔代夫度假，从预订到落地都安排得井井有条，孩子们特别开心。",
  },
  {
    locale: "zh",
    author: "王强",
    rating: 4,
    status: APPROVED,
    body: "响应速度很快，飞机也很舒适。唯一的小问题是餐食的选择不多，希望以后能改进。",
  },
  {
    locale: "zh",
    author: "张丽",
    rating: 5,
    status: PENDING,
    body: "临时需要从北京飞东京开会，团队两个小时内就确认了飞机和机组，非常可靠。",
  },
  { locale: "zh", author: "匿名", rating: 3, status: REJECTED, body: "请加我的微信号聊聊价格，这里写不下。" },
];

/** Inserts the demo testimonials, created over the last year; reviewed ones a day or two later. */
export async function seedDemoTestimonials(tx: EntityManager, random: Random, now: Date): Promise<number> {
  const rows = DEMO_TESTIMONIALS.map((t) => {
    const createdAt = now.getTime() - random.int(2, 360) * 86_400_000 - random.int(0, 86_399) * 1000;
    const reviewedAt =
      t.status === PENDING
        ? null
        : new Date(Math.min(createdAt + random.int(4, 48) * 3_600_000, now.getTime())).toISOString();
    return {
      author_name: t.author,
      rating: t.rating,
      body: t.body,
      locale: t.locale,
      status: t.status,
      featured: t.featured ?? false,
      reviewed_at: reviewedAt,
      created_at: new Date(createdAt).toISOString(),
      updated_at: reviewedAt ?? new Date(createdAt).toISOString(),
    };
  });
  await insertRows(
    tx,
    "testimonial",
    `author_name text, rating smallint, body text, locale text, status testimonial_status, featured boolean, reviewed_at timestamptz,
     created_at timestamptz, updated_at timestamptz`,
    rows,
  );
  return rows.length;
}
