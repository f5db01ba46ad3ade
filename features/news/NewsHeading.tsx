/** The widget's data-title as its heading; none when the marker sets no title. */
export function NewsHeading({ title, id }: { title: string; id?: string }) {
  return title ? (
    <h2 className="news-widget-title h3" id={id}>
      {title}
    </h2>
  ) : null;
}
