import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApolloClient } from "./app/apollo/createApolloClient";
import { AppProviders } from "./app/AppProviders";
import { AppRoutes } from "./app/router/AppRoutes";
import { bootstrapLocale } from "./i18n/bootstrapLocale";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const { locale, messages } = await bootstrapLocale();

createRoot(container).render(
  <StrictMode>
    <AppProviders apolloClient={createApolloClient()} locale={locale} messages={messages}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
