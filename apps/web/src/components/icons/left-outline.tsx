import { Icon, type IconProps } from './icon';

/** Points the way the reader goes: mirrored right to left (theme.css `.tw-mirror`). */
export const LeftOutline = (props: IconProps) => (
  <Icon
    {...props}
    className={props.className ? `tw-mirror ${props.className}` : 'tw-mirror'}
    d="M31.7,5.1 L13.5,22.7 C13,23.2 12.9,24.1 13.4,24.7 L13.5,24.8 L31.7,42.9 C31.8,43 31.9,43 32,43 L35.1,43 C35.3,43 35.5,42.8 35.5,42.6 C35.5,42.5 35.5,42.4 35.4,42.3 L16.8,23.8 L35.4,5.7 C35.5,5.5 35.5,5.3 35.4,5.1 C35.3,5 35.2,5 35.1,5 L32,5 C31.9,5 31.8,5 31.7,5.1 Z"
  />
);
