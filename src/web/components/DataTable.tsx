type Props = {
  /** Names the scrollable region for screen readers. */
  label: string;
  /** Plain column titles, or `head` for header cells of its own (sort buttons, say). */
  columns?: readonly string[];
  head?: React.ReactNode;
  caption?: string;
  /** More classes for the table. */
  className?: string;
  /** The body rows. */
  children: React.ReactNode;
};

/**
 * A table in a box that scrolls sideways when the screen is narrower than it (components/views.css). The box is
 * focusable, so the keyboard can scroll it too.
 */
export function DataTable({ label, columns, head, caption, className, children }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-box" aria-label={label} tabIndex={0}>
      <table className={className ? `data-table ${className}` : 'data-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns?.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
            {head}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
