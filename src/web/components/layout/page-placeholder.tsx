/**
 * An honest stand-in for an admin screen another issue builds: the page title and which issue
 * brings it, never made-up content.
 */
export function PagePlaceholder({ title, arrivesWith }: { title: string; arrivesWith: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-2 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">This screen arrives with {arrivesWith}.</p>
    </div>
  );
}
