/** What the router hands every page component. */
export interface PageProps {
  title: string;
}
