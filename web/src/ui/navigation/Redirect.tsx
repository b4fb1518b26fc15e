import { useEffect } from "react";
import { useNavigate } from "./navigation";

/** Moves on to `to` as soon as it renders (in place of the current entry unless `push`). */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: !push }), [navigate, to, push]);
  return null;
}
