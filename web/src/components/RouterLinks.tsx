import { Button, Link, type ButtonProps, type LinkProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, NavLink, type To } from "react-router-dom";

interface TextLinkProps extends Omit<LinkProps, "href" | "asChild"> {
  to: To;
  children: ReactNode;
}

/** A Chakra-styled client-side link. */
export function TextLink({ to, children, ...rest }: TextLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Like TextLink, but marks itself aria-current="page" when its route is active. */
export function NavTextLink({ to, children, end, ...rest }: TextLinkProps & { end?: boolean }) {
  return (
    <Link asChild {...rest}>
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}

interface ButtonLinkProps extends Omit<ButtonProps, "asChild"> {
  to: To;
  children: ReactNode;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
