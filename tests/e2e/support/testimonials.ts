import type { APIRequestContext } from "@playwright/test";
import { gql } from "../__generated__/index.js";
import type { TestimonialInput } from "../__generated__/graphql.js";
import { graphql } from "./api.js";

const SUBMIT = gql(`
  mutation Testimonials_Submit($input: TestimonialInput!) {
    submitTestimonial(input: $input) {
      id
    }
  }
`);
const APPROVE = gql(`
  mutation Testimonials_Approve($id: ID!) {
    reviewTestimonial(id: $id, status: APPROVED) {
      id
    }
  }
`);

/** A customer's testimonial, sent through the API with their token: its id. It awaits review. */
export async function submitTestimonial(
  request: APIRequestContext,
  customerToken: string,
  input: TestimonialInput,
): Promise<string> {
  return (await graphql(request, SUBMIT, { input }, customerToken)).submitTestimonial.id;
}

/** Staff approve a testimonial: it is published. */
export async function approveTestimonial(request: APIRequestContext, staffToken: string, id: string): Promise<void> {
  await graphql(request, APPROVE, { id }, staffToken);
}
