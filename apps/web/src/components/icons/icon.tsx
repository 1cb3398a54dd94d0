import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * One path on antd-mobile-icons' 48 × 48 grid, sized by the font like theirs. Our icons keep only the path, rounded
 * to 0.1 of the grid (under 0.1 px at icon sizes), without the wrappers and ids of the originals (MIT,
 * github.com/awmleer/antd-mobile-icons): a fraction of the bytes on the first screen.
 */
export function Icon({ d, style, ...props }: IconProps & { d: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fill="currentColor"
      style={{ verticalAlign: '-0.125em', ...style }}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** Lines drawn with the pen (3 units wide, rounded) on the same 48 × 48 grid: for icons of our own drawing. */
export function StrokeIcon({ style, children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em', ...style }}
      {...props}
    >
      {children}
    </svg>
  );
}
