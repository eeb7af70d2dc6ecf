import NotFound from '../components/Common/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
