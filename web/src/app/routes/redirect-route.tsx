import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/{path}: re-enters {path} with the same query (a tab's reload; hidden, no tab). */
export function RedirectRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const rest = useParams()['*'] ?? '';
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return; // StrictMode runs effects twice in dev
    done.current = true;
    navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
