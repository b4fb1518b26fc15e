import type { DataSource } from "typeorm";
import type { Viewer } from "../../core/viewer.js";
import type { PassengersService } from "../passengers/index.js";
import type { QuoteRequestsService } from "../quotes/index.js";
import { accountData } from "./account-data.js";
import { deleteCustomerAccount } from "./account-deletion.js";

/** The owner's own account as a whole: what we hold about it, and closing it. */
export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly requests: QuoteRequestsService,
    private readonly passengers: PassengersService,
  ) {}

  dataOf(userId: string) {
    return accountData(this.db, this.requests, this.passengers, userId);
  }

  deleteOwn(viewer: Viewer, confirmEmail: string): Promise<void> {
    return deleteCustomerAccount(this.db, viewer, confirmEmail);
  }
}
