import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The image for each colour theme: paths or URLs, used as written. */
  sources: { light: string; dark: string };
}

/**
 * Docusaurus's `<ThemedImage sources={{ light, dark }} />`: the image that
 * matches the colour theme. Both are in the pre-rendered HTML and the
 * stylesheet hides the other one, so the right one shows before the page
 * is live and with the theme toggled, and the hydrating render matches.
 */
export function ThemedImage({ sources, className, alt = '', ...rest }: ThemedImageProps) {
  const classes = className ? `docsite-themed-image ${className}` : 'docsite-themed-image';
  return (
    <>
      <img {...rest} alt={alt} src={sources.light} className={classes} data-theme="light" />
      <img {...rest} alt={alt} src={sources.dark} className={classes} data-theme="dark" />
    </>
  );
}
