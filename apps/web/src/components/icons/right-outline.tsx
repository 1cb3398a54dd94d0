import { Icon, type IconProps } from './icon';

/** Points the way the reader goes: mirrored right to left (theme.css `.tw-mirror`). */
export const RightOutline = (props: IconProps) => (
  <Icon
    {...props}
    className={props.className ? `tw-mirror ${props.className}` : 'tw-mirror'}
    d="M17.4,5.1 L35.6,22.7 C36.1,23.2 36.2,24.1 35.7,24.7 L35.6,24.8 L17.4,42.9 C17.3,43 17.2,43 17.1,43 L14,43 C13.8,43 13.6,42.8 13.6,42.6 C13.6,42.5 13.6,42.4 13.7,42.3 L32.3,23.8 L13.7,5.7 C13.6,5.5 13.6,5.3 13.7,5.1 C13.8,5 13.9,5 14,5 L17.1,5 C17.2,5 17.3,5 17.4,5.1 Z"
  />
);
