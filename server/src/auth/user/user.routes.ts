import { Router } from "express";
import type { ReauthenticationService } from "./reauthentication.service.js";
import type { UserService } from "./user.service.js";
import { body, queryString, type Bearer } from "../request.js";

export interface UserRoutesDeps {
  users: UserService;
  reauthentication: ReauthenticationService;
  bearer: Bearer;
}

/** The signed-in user: read and change it (GET/PUT /user), and the code that confirms a sensitive change. */
export function userRoutes({ users, reauthentication, bearer }: UserRoutesDeps): Router {
  const router = Router();

  router.get("/user", async (req, res) => {
    res.json(await users.get(await bearer(req)));
  });
  router.put("/user", async (req, res) => {
    res.json(await users.update(await bearer(req), body(req), queryString(req.query.redirect_to)));
  });

  // As Supabase Auth answers: an empty object once the code is on its way.
  router.get("/reauthenticate", async (req, res) => {
    await reauthentication.send(await bearer(req));
    res.json({});
  });

  return router;
}
