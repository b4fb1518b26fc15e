import { Button, Link, type ButtonProps, type LinkProps } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { isCurrentPage, useNavigation } from "./navigation";

interface RouteLinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** A path of this site. */
  to: string;
}

/** A plain <a href> to one of the site's pages; where the app runs, a click shows it in place. */
export function RouteLink({ to, onClick, ...rest }: RouteLinkProps) {
  const { followLink } = useNavigation();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        followLink(event, to);
      }}
    />
  );
}

interface TextLinkProps extends Omit<LinkProps, "href" | "asChild"> {
  to: string;
  children: ReactNode;
}

/** A Chakra-styled link to one of the site's pages. */
export function TextLink({ to, children, ...rest }: TextLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouteLink to={to}>{children}</RouteLink>
    </Link>
  );
}

/** Like TextLink, but marks itself aria-current="page" when it leads to the page shown. */
export function NavTextLink({ to, children, end, ...rest }: TextLinkProps & { end?: boolean }) {
  const { location } = useNavigation();
  return (
    <Link asChild {...rest}>
      <RouteLink to={to} aria-current={isCurrentPage(location.pathname, to, end) ? "page" : undefined}>
        {children}
      </RouteLink>
    </Link>
  );
}

interface ButtonLinkProps extends Omit<ButtonProps, "asChild"> {
  to: string;
  children: ReactNode;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ to, children, ...rest }: ButtonLinkProps) {
  return (
    // type={undefined}: Button gives its element type="button", which is not valid on a link.
    <Button asChild {...rest} type={undefined}>
      <RouteLink to={to}>{children}</RouteLink>
    </Button>
  );
}
