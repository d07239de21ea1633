/** The mark: a speech bubble inside a shield, drawn inline so it costs no request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32">
      <path d="M16 2 4 6.5v8.2C4 22.3 9.1 28.3 16 30c6.9-1.7 12-7.7 12-15.3V6.5L16 2Z" fill="#1d4ed8" />
      <path
        d="M10 11.5c0-1.4 1.1-2.5 2.5-2.5h7c1.4 0 2.5 1.1 2.5 2.5v5c0 1.4-1.1 2.5-2.5 2.5H15l-3.2 2.6V19h.3-1.6c-.3-.5-.5-1-.5-1.5v-6Z"
        fill="#fff"
      />
    </svg>
  );
}
