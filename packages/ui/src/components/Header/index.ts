export { Header, type HeaderOrderMode, type HeaderProps, type HeaderSocial } from './Header.tsx';
