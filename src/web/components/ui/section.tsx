import type { ComponentProps, ReactNode } from 'react';

/** A <section> named by its heading (aria-labelledby points at the heading's `id`). */
export function Section({
  id,
  title,
  level = 2,
  titleClassName = 'text-lg font-semibold',
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} {...props}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
