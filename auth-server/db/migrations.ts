/**
 * The one schema, as numbered steps that both drivers run on start (`openDatabase`). Append a step; never edit
 * one that has shipped. Times are milliseconds since the epoch (BIGINT: PostgreSQL returns it as text, which the
 * row schemas read back as numbers).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
  );
  CREATE TABLE logins (
    id TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    stage TEXT NOT NULL,
    email TEXT NOT NULL,
    new_email TEXT,
    user_id TEXT,
    code_hmac TEXT,
    attempts INTEGER NOT NULL,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    device_hash TEXT,
    approval_hash TEXT UNIQUE,
    approved_at BIGINT,
    dapp_origin TEXT NOT NULL,
    modal_origin TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE INDEX logins_expires_at ON logins (expires_at);
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id),
    refresh_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
  );
  CREATE INDEX sessions_user_id ON sessions (user_id);
  CREATE TABLE devices (
    user_id TEXT NOT NULL REFERENCES users (id),
    device_hash TEXT NOT NULL,
    approved_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, device_hash)
  );
  CREATE TABLE cooldowns (
    key TEXT PRIMARY KEY,
    until_at BIGINT NOT NULL
  );
  CREATE TABLE rate_limits (
    key TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
  );
  CREATE TABLE wallets (
    user_id TEXT PRIMARY KEY REFERENCES users (id),
    custody TEXT NOT NULL,
    address TEXT NOT NULL,
    credential_id TEXT,
    iv TEXT NOT NULL,
    ciphertext TEXT NOT NULL,
    created_at BIGINT NOT NULL
  );
  CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE identities (
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (provider, subject)
  );
  CREATE TABLE oauth_flows (
    id TEXT PRIMARY KEY,
    secret_hash TEXT NOT NULL,
    provider TEXT NOT NULL,
    state TEXT NOT NULL UNIQUE,
    nonce TEXT NOT NULL,
    verifier TEXT NOT NULL,
    dapp_origin TEXT NOT NULL,
    modal_origin TEXT NOT NULL,
    user_id TEXT,
    error TEXT,
    expires_at BIGINT NOT NULL,
    consumed_at BIGINT,
    created_at BIGINT NOT NULL
  );
  `,
]
