import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { ConfigMap, Secret, Service } from "kubernetes-models/v1";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import routes from "~/routes";
import { configVariables, parseConfig } from "~/config.server";

/**
 * The Kubernetes manifests (deploy/kubernetes): each valid against the Kubernetes schemas
 * (kubernetes-models), and consistent with the portal and with each other: every variable
 * set is one the portal reads, with a value it accepts; probes ask real endpoints; the
 * drain fits the grace period; names and labels line up.
 */
const folder = join(import.meta.dirname, "..", "..", "deploy", "kubernetes");

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: any;
};

const MODELS: Record<string, new (value: any) => { validate(): void }> = {
  "apps/v1 Deployment": Deployment,
  "v1 Service": Service,
  "v1 ConfigMap": ConfigMap,
  "v1 Secret": Secret,
  "autoscaling/v2 HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "policy/v1 PodDisruptionBudget": PodDisruptionBudget,
  "networking.k8s.io/v1 Ingress": Ingress,
};

// prometheus-operator's example: a kind of its own (a CRD), checked apart below.
const SERVICE_MONITOR_EXAMPLE = "servicemonitor.example.yaml";

const documentsOf = (file: string) =>
  parseAllDocuments(readFileSync(join(folder, file), "utf8")).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return { file, manifest: document.toJS() as Manifest };
  });

const files = readdirSync(folder).filter((name) => name.endsWith(".yaml"));
const manifests: { file: string; manifest: Manifest }[] = files
  .filter((file) => file !== "kustomization.yaml" && file !== SERVICE_MONITOR_EXAMPLE)
  .flatMap(documentsOf);

function only(kind: string): Manifest {
  const found = manifests.filter(({ manifest }) => manifest.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0]!.manifest;
}

const deployment = () => only("Deployment");
const container = () => deployment().spec.template.spec.containers[0];
const configMap = () => only("ConfigMap");
/** The configuration a pod starts with: the ConfigMap's, and the Secret's with real-looking values. */
const podConfig = (extra: Record<string, string> = {}) =>
  parseConfig({
    ...configMap().data,
    SESSION_SECRET: "k".repeat(64),
    STAFF_OIDC_CLIENT_SECRET: "c".repeat(64),
    ...extra,
  });

describe("the Kubernetes manifests", () => {
  it("are each valid against the Kubernetes schema of their kind", () => {
    expect(manifests.length).toBeGreaterThanOrEqual(7);
    for (const { file, manifest } of manifests) {
      const Model = MODELS[`${manifest.apiVersion} ${manifest.kind}`];
      expect(Model, `${file}: ${manifest.apiVersion} ${manifest.kind} is not a kind this test knows`).toBeDefined();
      expect(() => new Model!(manifest).validate(), file).not.toThrow();
    }
    for (const kind of [
      "Deployment",
      "Service",
      "HorizontalPodAutoscaler",
      "PodDisruptionBudget",
      "ConfigMap",
      "Secret",
      "Ingress",
    ])
      only(kind);
  });

  it("are all listed by kustomization.yaml, except the examples (the Secret's, the ServiceMonitor's)", () => {
    const kustomization = parseAllDocuments(readFileSync(join(folder, "kustomization.yaml"), "utf8"))[0]!.toJS() as {
      resources: string[];
    };
    const expected = files.filter((file) => file !== "kustomization.yaml" && !file.endsWith(".example.yaml"));
    expect([...kustomization.resources].sort()).toEqual(expected.sort());
  });

  it("set only variables the portal reads, with values it accepts", () => {
    const names = [
      ...Object.keys(configMap().data),
      ...(container().env ?? []).map((variable: { name: string }) => variable.name),
    ];
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(configVariables, `${name} is not in app/config.server.ts`).toContain(name);
    // The ConfigMap's values, with a real-looking secret, make a valid production configuration.
    const config = podConfig({ NODE_ENV: "production" });
    expect(config.APP_ENV).toBe("production");
    expect(config.TRUST_PROXY).not.toBe(false);
  });

  it("take the configuration from the ConfigMap and SESSION_SECRET from the Secret, whose example the portal refuses", () => {
    expect(container().envFrom).toEqual([{ configMapRef: { name: configMap().metadata.name } }]);
    const secret = only("Secret");
    const reference = container().env.find((variable: { name: string }) => variable.name === "SESSION_SECRET").valueFrom
      .secretKeyRef;
    expect(reference.name).toBe(secret.metadata.name);
    expect(Object.keys(secret.stringData)).toContain(reference.key);
    expect(() =>
      parseConfig({
        API_BASE_URL: "https://api.example",
        NODE_ENV: "production",
        SESSION_SECRET: secret.stringData[reference.key],
      }),
    ).toThrow(/SESSION_SECRET/);
    expect(Object.keys(configMap().data)).not.toContain("SESSION_SECRET");
  });

  it("take REDIS_URL, optional, from the Secret (it may carry a password), with an example of a URL the portal accepts", () => {
    const reference = container().env.find((variable: { name: string }) => variable.name === "REDIS_URL").valueFrom
      .secretKeyRef;
    expect(reference).toEqual({ name: only("Secret").metadata.name, key: "REDIS_URL", optional: true });
    expect(
      parseConfig({ API_BASE_URL: "https://api.example", REDIS_URL: only("Secret").stringData.REDIS_URL }).REDIS_URL,
    ).toMatch(/^rediss:/);
    expect(Object.keys(configMap().data)).not.toContain("REDIS_URL");
  });

  it("take API_KEY, optional, from the Secret (decision 127), whose example the portal refuses", () => {
    const reference = container().env.find((variable: { name: string }) => variable.name === "API_KEY").valueFrom
      .secretKeyRef;
    expect(reference).toEqual({ name: only("Secret").metadata.name, key: "API_KEY", optional: true });
    expect(() =>
      parseConfig({ API_BASE_URL: "https://api.example", API_KEY: only("Secret").stringData.API_KEY }),
    ).toThrow(/API_KEY/);
    expect(Object.keys(configMap().data)).not.toContain("API_KEY");
  });

  it("sign staff in at the provider's identity provider (decision 147): its issuer over https in the ConfigMap, the client secret optional from the Secret, whose example the portal refuses", () => {
    const data = configMap().data;
    const staff = ["STAFF_OIDC_ISSUER", "STAFF_OIDC_CLIENT_ID", "STAFF_OIDC_AUDIENCE"];
    for (const name of staff) expect(Object.keys(data), name).toContain(name);
    expect(new URL(data.STAFF_OIDC_ISSUER).protocol).toBe("https:");
    expect(Object.keys(data)).not.toContain("STAFF_OIDC_CLIENT_SECRET");
    const reference = container().env.find((variable: { name: string }) => variable.name === "STAFF_OIDC_CLIENT_SECRET")
      .valueFrom.secretKeyRef;
    expect(reference).toEqual({ name: only("Secret").metadata.name, key: "STAFF_OIDC_CLIENT_SECRET", optional: true });
    const settings = Object.fromEntries(staff.map((name) => [name, data[name]]));
    // Required with the issuer, so a pod whose Secret lacks it stops at start rather than serving a broken desk.
    expect(() => parseConfig({ API_BASE_URL: "https://api.example", ...settings })).toThrow(/STAFF_OIDC_CLIENT_SECRET/);
    expect(() =>
      parseConfig({
        API_BASE_URL: "https://api.example",
        ...settings,
        STAFF_OIDC_CLIENT_SECRET: only("Secret").stringData.STAFF_OIDC_CLIENT_SECRET,
      }),
    ).toThrow(/STAFF_OIDC_CLIENT_SECRET/);
    // No stand-in identity provider in the cluster: the sandbox is not there either (decision 147).
    expect(JSON.stringify(manifests)).not.toMatch(/IDP_|nodo-sur-idp|nodo-sur-sandbox/);
  });

  it("probe real endpoints: readiness /readyz (the server's), liveness and startup /healthz (a route)", () => {
    const port = container().ports.find((entry: { name: string }) => entry.name === "http");
    expect(port.containerPort).toBe(podConfig().PORT);
    expect(container().readinessProbe.httpGet).toEqual({ path: "/readyz", port: "http" });
    expect(container().livenessProbe.httpGet).toEqual({ path: "/healthz", port: "http" });
    expect(container().startupProbe.httpGet).toEqual({ path: "/healthz", port: "http" });
    expect(routes.some((route) => route.path === "healthz" && route.file === "routes/healthz.ts")).toBe(true);
    expect(readFileSync(join(import.meta.dirname, "..", "..", "server", "app.mjs"), "utf8")).toMatch(
      /app\.get\("\/readyz"/,
    );
  });

  it("give the drain on SIGTERM time to finish within the grace period", () => {
    const config = podConfig();
    const graceMs = deployment().spec.template.spec.terminationGracePeriodSeconds * 1000;
    expect(config.SHUTDOWN_DELAY_MS).toBeGreaterThan(0);
    expect(config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS).toBeLessThan(graceMs);
  });

  it("run the portal locked down: non-root, read-only root filesystem (a /tmp of its own), no privilege escalation, no capabilities", () => {
    const pod = deployment().spec.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container().securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ["ALL"] },
    });
    const tmp = container().volumeMounts.find((mount: { mountPath: string }) => mount.mountPath === "/tmp");
    expect(pod.volumes.find((volume: { name: string }) => volume.name === tmp.name).emptyDir).toBeDefined();
    // The autoscaler computes utilisation against the CPU request.
    expect(container().resources.requests.cpu).toBeDefined();
    expect(container().resources.limits.memory).toBeDefined();
  });

  it("line up: the Service, autoscaler, disruption budget and Ingress reach the Deployment's pods", () => {
    const labels = deployment().spec.template.metadata.labels;
    expect(deployment().spec.selector.matchLabels).toEqual(labels);
    const service = only("Service");
    expect(labels).toMatchObject(service.spec.selector);
    expect(service.spec.ports[0].targetPort).toBe("http");
    expect(labels).toMatchObject(only("PodDisruptionBudget").spec.selector.matchLabels);
    const hpa = only("HorizontalPodAutoscaler");
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: "apps/v1",
      kind: "Deployment",
      name: deployment().metadata.name,
    });
    expect(hpa.spec.metrics[0].resource.name).toBe("cpu");
    expect(hpa.spec.minReplicas).toBeGreaterThan(only("PodDisruptionBudget").spec.minAvailable);
    const backend = only("Ingress").spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: service.metadata.name, port: { name: service.spec.ports[0].name } });
    expect(deployment().spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it("serve the metrics on a named container port that the public Service does not expose, and annotate the pods for scraping (decision 115)", () => {
    const metricsPort = podConfig().METRICS_PORT;
    expect(metricsPort).toBeDefined();
    const port = container().ports.find((entry: { name: string }) => entry.name === "metrics");
    expect(port).toMatchObject({ containerPort: metricsPort, protocol: "TCP" });
    expect(deployment().spec.template.metadata.annotations).toEqual({
      "prometheus.io/scrape": "true",
      "prometheus.io/port": String(metricsPort),
      "prometheus.io/path": "/metrics",
    });
    // The Service the Ingress sends the internet to: the pages' port only.
    const service = only("Service");
    expect(service.spec.ports.map((entry: { targetPort: unknown }) => entry.targetPort)).toEqual(["http"]);
    expect(service.spec.ports.map((entry: { port: number }) => entry.port)).not.toContain(metricsPort);
  });
});

describe("the ServiceMonitor example (prometheus-operator, optional)", () => {
  const documents = documentsOf(SERVICE_MONITOR_EXAMPLE).map(({ manifest }) => manifest);
  const monitor = documents.find((manifest) => manifest.kind === "ServiceMonitor")!;
  const service = documents.find((manifest) => manifest.kind === "Service")!;

  it("is a ServiceMonitor and a headless Service of the metrics port alone, valid, reaching the Deployment's pods", () => {
    expect(documents.map((manifest) => `${manifest.apiVersion} ${manifest.kind}`).sort()).toEqual([
      "monitoring.coreos.com/v1 ServiceMonitor",
      "v1 Service",
    ]);
    expect(() => new Service(service).validate()).not.toThrow();
    expect(service.spec.clusterIP).toBe("None");
    expect(service.spec.ports).toHaveLength(1);
    expect(service.spec.ports[0]).toMatchObject({ name: "metrics", targetPort: "metrics" });
    expect(container().ports.map((entry: { name: string }) => entry.name)).toContain(service.spec.ports[0].targetPort);
    expect(deployment().spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(service.metadata.name).not.toBe(only("Service").metadata.name);
  });

  it("selects that Service and not the public one, and scrapes its metrics port at /metrics", () => {
    const selected = (labels: Record<string, string> = {}) =>
      Object.entries(monitor.spec.selector.matchLabels).every(([key, value]) => labels[key] === value);
    expect(selected(service.metadata.labels)).toBe(true);
    expect(selected(only("Service").metadata.labels)).toBe(false);
    expect(monitor.spec.endpoints).toEqual([
      expect.objectContaining({ port: service.spec.ports[0].name, path: "/metrics" }),
    ]);
  });
});
