import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { TestimonialStatus } from "./testimonial.enums.js";

/** A customer's words about a flight, shown on the site once staff approve them. */
@Entity({ name: "testimonial" })
export class TestimonialEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Null once the account is deleted; the name shown stays. */
  @Column({ name: "author_user_id", type: "uuid", nullable: true })
  authorUserId!: string | null;

  @Column({ name: "author_name", type: "text" })
  authorName!: string;

  @Column({ type: "smallint" })
  rating!: number;

  @Column({ type: "text" })
  body!: string;

  @Column({ type: "text" })
  locale!: string;

  @Column({ type: "enum", enum: TestimonialStatus, enumName: "testimonial_status" })
  status!: TestimonialStatus;

  @Column({ type: "boolean" })
  featured!: boolean;

  /** The flown booking it is about, when the customer named one. */
  @Column({ name: "booking_id", type: "uuid", nullable: true })
  bookingId!: string | null;

  @Column({ name: "reviewed_by_user_id", type: "uuid", nullable: true })
  reviewedByUserId!: string | null;

  @Column({ name: "reviewed_at", type: "timestamptz", nullable: true })
  reviewedAt!: Date | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}
