declare module '*.css';
declare module '*.scss';
declare module '*.svg' {
  const url: string;
  export default url;
}
