/** A demo condo's logo: its initials on a rounded square of one colour, as GET /demo_logos/{file} draws it. */
export interface Badge {
  /** One to three capital letters. */
  initials: string;
  /** Six hex digits, capitals, without the #. */
  colour: string;
}

/** `MB_0F766E.svg`: what the file name holds, and nothing else the route would draw. */
const BADGE_FILE = /^([A-Z]{1,3})_([0-9A-F]{6})\.svg$/;

/**
 * Where the console finds a demo logo: under its gateway (`/gateway`, the API's path in every environment of
 * deploy/environments and in both web servers), relative, so it holds whatever port or host the console has.
 */
export const demoLogoUrl = ({ initials, colour }: Badge) => `/gateway/demo_logos/${initials}_${colour}.svg`;

export function badgeOf(file: string): Badge | undefined {
  const match = BADGE_FILE.exec(file);
  return match ? { initials: match[1] as string, colour: match[2] as string } : undefined;
}

/** The picture; the initials and colour are checked by BADGE_FILE, so nothing in it needs escaping. */
export const badgeSvg = ({ initials, colour }: Badge) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<rect width="96" height="96" rx="18" fill="#${colour}"/>` +
  `<text x="48" y="60" font-family="Arial,Helvetica,sans-serif" font-size="36" font-weight="700" fill="#fff" ` +
  `text-anchor="middle">${initials}</text></svg>`;
