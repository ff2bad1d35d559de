/**
 * The mall's own pages as one lazy chunk: the five policy pages, "contact us", the blog and a blog
 * article, chosen by the route's path. One chunk keeps the first page's list of what each route
 * preloads short (the first page is at its budget).
 */
import { useLocation } from 'react-router';
import BlogDetailPage from '../blog/blog-detail-page';
import BlogListPage from '../blog/blog-list-page';
import ContactPage from './contact-page';
import PolicyPage from './policy-page';

export default function ContentPages() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/pages/blog/detail')) return <BlogDetailPage />;
  if (pathname.startsWith('/pages/blog/')) return <BlogListPage />;
  if (pathname.startsWith('/pages/contact')) return <ContactPage />;
  return <PolicyPage />;
}
