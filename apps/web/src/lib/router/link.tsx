import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useRouter, useRouterState } from './context';
import { resolveTo } from './router';
import type { NavigateOptions, To } from './types';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;
export type LinkProps = AnchorProps & NavigateOptions & { to: To };

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/** A real link (opens in a new tab, copies its address) that navigates in the app on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, onPointerDown, target, ...rest },
  ref,
) {
  const router = useRouter();
  const href = resolveTo(to, useRouterState().location);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      // The screen's chunk starts loading while the finger is still down.
      onPointerDown={(event) => {
        onPointerDown?.(event);
        router.preload(href);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        void router.navigate(href, { replace, state });
      }}
    />
  );
});

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  end?: boolean;
};

/** A link that knows it leads to the current page: aria-current="page" and the `active` class. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className, children, end = false, ...rest },
  ref,
) {
  const { location } = useRouterState();
  const path = resolveTo(rest.to, location).split(/[?#]/)[0]!;
  const current = location.pathname.toLowerCase();
  const target = path.toLowerCase();
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(`${target.replace(/\/$/, '')}/`));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <Link {...rest} ref={ref} className={classes || undefined} aria-current={isActive ? 'page' : undefined}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
});

/** Navigates as soon as it is shown (a route that only sends elsewhere). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: To }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}
