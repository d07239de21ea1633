import { useEffect } from "react";

export interface ToastMessage {
  id: number;
  variant: "success" | "error";
  title: string;
  text: string;
}

/**
 * The toasts of spec §8: 'Errore' in destructive style, success in green. Errors are announced
 * assertively, successes politely; each closes by itself after a while or with its button.
 */
export function Toasts({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[70] flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), 8000);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const style =
    toast.variant === "error" ? "border-red-700 bg-red-700 text-white" : "border-emerald-700 bg-emerald-700 text-white";
  return (
    <div
      role={toast.variant === "error" ? "alert" : "status"}
      data-toast={toast.variant}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${style}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="mt-1 text-sm">{toast.text}</p>
      </div>
      <button type="button" onClick={() => onDismiss(toast.id)} className="rounded p-1 text-white/90 hover:bg-white/10">
        <span aria-hidden="true">×</span>
        <span className="sr-only">Chiudi la notifica</span>
      </button>
    </div>
  );
}
