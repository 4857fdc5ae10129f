/** A list of short items, each a heading and a line of text (how it works, the safety promises). */
export function TitledItems({
  items,
  ordered = false,
  className,
}: {
  items: readonly { title: string; text: string }[];
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
