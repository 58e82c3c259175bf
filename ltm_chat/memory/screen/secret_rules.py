"""Rule table: every credential rule the secret filter runs (redact.py), most specific first,
each a pattern with its value check (secret_checks.py). Mostly data: one `_rule(...)` entry per
vendor format, generic format, keyword assignment or phrase; the engine is in redact.py.
"""

from __future__ import annotations

from re import Match

from ltm_chat.memory.screen.access_nouns import made_a_kind
from ltm_chat.memory.screen.postal_pins import postal_pin
from ltm_chat.memory.screen.secret_checks import (
    _XML_NAMES,
    _XML_VALUE,
    _assignment_ok,
    _bare_phrase_ok,
    _call_ok,
    _curl_user_ok,
    _header_ok,
    _key_assignment_ok,
    _key_prefix_guard,
    _mixed_ok,
    _near_rule,
    _okta_ok,
    _phrase_ok,
    _quoted_phrase_ok,
    _random_ok,
    _setter_ok,
    _token_assignment_ok,
    _token_run_verdict,
    _url_credentials_ok,
    _xml_ok,
)
from ltm_chat.memory.screen.secret_patterns import (
    _DIGITS,
    _QUOTES,
    _SEP_CHARS,
    _assignment,
    _lit,
    _private_key_base64,
    _Rule,
    _rule,
)
from ltm_chat.memory.screen.secret_speech import SPOKEN_RULES

# ---------------------------------------------------------------------------------------------
# The rules, most specific first (the first match names the secret)
# ---------------------------------------------------------------------------------------------

_B64 = r"[A-Za-z0-9+/]"
# `("user", "pass"`: a user literal, then a password literal; `_ANY_USER_AND_PASSWORD` also
# takes a name for the user (`NetworkCredential(userName, "pass")`).
_PASSWORD_ARG = r"[ \t]{0,5},[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,200})[\"']"
_USER_AND_PASSWORD = r"[ \t]{0,5}[\"'][^\"'\n]{1,200}[\"']" + _PASSWORD_ARG
_ANY_USER_AND_PASSWORD = (
    r"[ \t]{0,5}(?:[\"'][^\"'\n]{1,200}[\"']|[a-z_][a-z0-9_.]{0,80})" + _PASSWORD_ARG
)
_SETTER_ARGUMENT = r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,200})[\"'][ \t]{0,5}\)"
# A run of token characters with both an upper- and a lowercase letter, or exactly 52 base32
# characters (an old Azure DevOps PAT). The look-aheads stay inside the run (bounded and
# possessive: no backtracking), so short runs and runs that can be neither
# (`somelongidentifier`) are rejected in a few steps and never reach Python.
_TOKEN_RUN = (
    r"(?<![A-Za-z0-9+/_.~-])(?=[A-Za-z0-9+/_.~-]{24})"
    r"(?:(?=[a-z0-9+/_.~-]{0,400}+[A-Z])(?=[A-Z0-9+/_.~-]{0,400}+[a-z])"
    r"|(?=[a-z2-7]{52}(?![A-Za-z0-9+/_.~=-])))"
    r"[A-Za-z0-9+/_.~-]{24,400}={0,2}"
)


def _not_a_postcode(text: str, lowered: str, match: Match[str]) -> bool:
    """A PIN unless it is India's six-digit postcode said of a place ("our pin code is 560001")
    or one made generic by the words before it ("the most common PIN is 1234": a statistic)."""
    digits_start = match.start() + len(match.group().rstrip("0123456789"))
    if postal_pin(lowered, digits_start, match.end()):
        return False
    return not made_a_kind(lowered, match.start())


_RULES: tuple[_Rule, ...] = (
    # -- private keys and password hashes ----------------------------------------------------
    _rule(
        "private-key",
        r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----",
        accept=None,
    ),
    _rule("private-key", r"PuTTY-User-Key-File-[0-9]: ", accept=None),
    _rule(
        "private-key", _lit("LS0tLS1CRUdJTi", _B64 + "{0,40}" + _private_key_base64()), accept=None
    ),
    _rule("age-secret-key", _lit("AGE-SECRET-KEY-1", r"[0-9A-Z]{58}")),
    _rule("password-hash", _lit("$2", r"[aby]?\$[0-9]{2}\$[./A-Za-z0-9]{53}", boundary=r"[$\w]")),
    _rule(
        "password-hash",
        _lit(
            "$",
            r"[568]\$(?:rounds=[0-9]{1,7}\$)?[./A-Za-z0-9]{4,16}\$[./A-Za-z0-9]{40,86}",
            r"[$\w]",
        ),
    ),
    _rule("password-hash", _lit("$krb5", r"(?:asrep|tgs|pa)\$[0-9]{2}\$[^\s]{20}", None)),
    # -- AI providers ------------------------------------------------------------------------
    _rule("anthropic-api-key", _lit("sk-ant-", r"[A-Za-z0-9_-]{20,300}")),
    _rule(
        "openai-api-key",
        _lit(
            "sk-",
            r"(?:proj-|svcacct-|admin-|None-)?(?=[A-Za-z0-9_-]{0,60}[0-9])[A-Za-z0-9_-]{20,300}",
        ),
        requires_any=_DIGITS,
    ),
    _rule("groq-api-key", _lit("gsk_", r"[A-Za-z0-9]{48,60}")),
    # Hugging Face: `hf_` / `api_org_` + 34 letters (a C identifier `hf_…` is one case).
    _rule("huggingface-token", _lit("hf_", r"[A-Za-z]{34}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("huggingface-token", _lit("api_org_", r"[A-Za-z]{34}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("replicate-token", _lit("r8_", r"[A-Za-z0-9]{37}(?![A-Za-z0-9])")),
    _rule("perplexity-api-key", _lit("pplx-", r"[A-Za-z0-9]{48}(?![A-Za-z0-9])")),
    _rule("xai-api-key", _lit("xai-", r"[A-Za-z0-9]{80}(?![A-Za-z0-9])")),
    _rule("langsmith-api-key", _lit("lsv2_", r"(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}")),
    _rule("pinecone-api-key", _lit("pcsk_", r"[A-Za-z0-9_]{40,}")),
    _rule("tavily-api-key", _lit("tvly-", r"[A-Za-z0-9_-]{30,40}")),
    _rule("firecrawl-api-key", _lit("fc-", r"[0-9a-f]{32}(?![0-9a-f])")),
    # -- source hosting and package registries -----------------------------------------------
    _rule("github-token", _lit("gh", r"[pousr]_[A-Za-z0-9]{36,255}")),
    _rule("github-token", _lit("github_pat_", r"[A-Za-z0-9_]{22,255}")),
    _rule(
        "gitlab-token",
        _lit("gl", r"(?:pat|ptt|rt|dt|cbt|oas|ft|ffct|imt|agent|soat)-[A-Za-z0-9_.-]{20,80}"),
    ),
    _rule("gitlab-token", _lit("GR1348941", r"[A-Za-z0-9_-]{20}")),
    _rule("npm-token", _lit("npm_", r"[A-Za-z0-9]{36}")),
    _rule("crates-io-token", _lit("cio", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("rubygems-api-key", _lit("rubygems_", r"[a-f0-9]{48}")),
    _rule("clojars-token", _lit("CLOJARS_", r"[a-z0-9]{60}")),
    _rule("artifactory-api-key", _lit("cmVmdGtu", r"[A-Za-z0-9]{56}")),
    _rule("readme-api-key", _lit("rdme_", r"[a-z0-9]{70}")),
    _rule("pypi-token", _lit("pypi-AgE", r"[A-Za-z0-9_-]{50,}", None)),
    _rule("nuget-api-key", _lit("oy2", r"[a-z0-9]{43}")),
    _rule("docker-hub-token", _lit("dckr_pat_", r"[A-Za-z0-9_-]{20,}")),
    _rule("sourcegraph-token", _lit("sgp_", r"(?:local_|[0-9a-fA-F]{16}_)?[0-9a-fA-F]{40}")),
    _rule("artifactory-api-key", _lit("AKCp", r"[A-Za-z0-9]{69}")),
    _rule("atlassian-api-token", _lit("ATATT3", r"[A-Za-z0-9_=-]{100,300}")),
    _rule("atlassian-api-token", _lit("ATCTT3", r"[A-Za-z0-9_=-]{100,300}")),
    _rule("bitbucket-app-password", _lit("ATBB", r"[A-Za-z0-9_=.-]{32}")),
    _rule("linear-api-key", _lit("lin_", r"(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})")),
    _rule("figma-token", _lit("figd_", r"[A-Za-z0-9_-]{40}")),
    _rule("buildkite-token", _lit("bkua_", r"[a-f0-9]{40}")),
    _rule("circleci-token", _lit("CCIPAT_", r"[A-Za-z0-9]{22}_[a-f0-9]{40}")),
    _rule("contentful-token", _lit("CFPAT-", r"[A-Za-z0-9_-]{43}")),
    _rule("netlify-token", _lit("nfp_", r"[A-Za-z0-9]{36}")),
    _rule("prefect-api-key", _lit("pn", r"[ub]_[A-Za-z0-9]{36}")),
    _rule("pulumi-token", _lit("pul-", r"[a-f0-9]{40}")),
    _rule("planetscale-token", _lit("pscale_", r"(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{32,64}")),
    _rule("supabase-token", _lit("sbp_", r"[a-f0-9]{40}")),
    _rule("supabase-token", _lit("sb_secret_", r"[A-Za-z0-9_-]{20,}")),
    _rule("sonarqube-token", _lit("sq", r"[pua]_[a-f0-9]{40}")),
    _rule("typeform-token", _lit("tfp_", r"[A-Za-z0-9_.=-]{40,64}")),
    _rule("frameio-token", _lit("fio-u-", r"[A-Za-z0-9_=-]{64}")),
    _rule("adafruit-io-key", _lit("aio_", r"[A-Za-z0-9]{28}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("dropbox-token", _lit("sl.", r"[A-Za-z0-9_-]{130,}")),
    # (session 29: any token after the webhook's id, not only Discord's 68 characters: whoever
    # holds the URL posts as the hook, whatever length it was pasted or shortened to)
    _rule(
        "discord-webhook",
        _lit(
            "discord", r"(?:app)?\.com/api/webhooks/(?P<v>[0-9]{17,20}/[A-Za-z0-9_-]{20,100})", None
        ),
    ),
    # -- payments ------------------------------------------------------------------------------
    _rule("stripe-secret-key", _lit("sk_", r"(?:live|test)_[A-Za-z0-9]{10,250}")),
    _rule("stripe-restricted-key", _lit("rk_", r"(?:live|test)_[A-Za-z0-9]{10,250}")),
    _rule("stripe-publishable-key", _lit("pk_live_", r"[A-Za-z0-9]{10,250}")),
    _rule("square-token", _lit("sq0", r"(?:atp|csp|idp)-[A-Za-z0-9_-]{22,60}")),
    _rule("shopify-token", _lit("shp", r"(?:at|ca|pa|ss)_[a-fA-F0-9]{32}")),
    _rule("stripe-webhook-secret", _lit("whsec_", r"[A-Za-z0-9]{32,}")),
    _rule("shippo-token", _lit("shippo_", r"(?:live|test)_[a-f0-9]{40}")),
    _rule("duffel-token", _lit("duffel_", r"(?:test|live)_[A-Za-z0-9_=-]{43}")),
    _rule("easypost-api-key", _lit("EZ", r"[AT]K[A-Za-z0-9]{54}")),
    _rule("flutterwave-key", _lit("FLWSECK", r"(?:_TEST)?-[a-h0-9]{32}-X")),
    _rule(
        "plaid-token",
        _lit("access-", r"(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f-]{27}"),
    ),
    # -- clouds ------------------------------------------------------------------------------
    _rule("aws-access-key-id", _lit("AKIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ASIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ABIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ACCA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("A3T", r"[A-Z0-9][A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule(
        "aws-secret-access-key",
        _lit(
            "aws",
            r"[_.-]?secret[_.-]?(?:access[_.-]?)?key[\"']?[ \t]{0,20}[:=]{1,2}[ \t]{0,20}[\"']?[a-z0-9/+=]{40}",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule("aws-appsync-key", _lit("da2-", r"[a-z0-9]{26}(?![a-z0-9])")),
    # STS session tokens and Bedrock keys open with fixed base64 ("origin_ec", "BedrockAPIKey-").
    _rule("aws-session-token", _lit("IQoJb3JpZ2luX2Vj", r"[A-Za-z0-9+/=]{60,}", None)),
    _rule("aws-session-token", _lit("FwoGZXIvYXdz", r"[A-Za-z0-9+/=]{60,}", None)),
    _rule("aws-bedrock-key", _lit("ABSKQmVkcm9ja0FQSUtleS", r"[A-Za-z0-9+/=]{40,}")),
    _rule("alibaba-access-key", _lit("LTAI", r"[A-Za-z0-9]{20}(?![A-Za-z0-9])")),
    _rule("tencent-secret-id", _lit("AKID", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])")),
    _rule("yandex-api-key", _lit("AQVN", r"[A-Za-z0-9_-]{35,38}(?![A-Za-z0-9_-])")),
    _rule("cloudflare-origin-ca-key", _lit("v1.0-", r"[a-f0-9]{24}-[a-f0-9]{146}")),
    _rule("hubspot-token", _lit("pat-", r"(?:na|eu)[0-9]-[0-9a-f]{8}-[0-9a-f-]{27}")),
    _rule("brevo-api-key", _lit("xkeysib-", r"[a-f0-9]{64}-[A-Za-z0-9]{16}")),
    _rule("mailgun-api-key", _lit("key-", r"[0-9a-z]{32}(?![A-Za-z0-9])"), accept=_random_ok),
    _rule("google-api-key", _lit("AIza", r"[0-9A-Za-z_-]{35}")),
    _rule("google-oauth-secret", _lit("GOCSPX-", r"[A-Za-z0-9_-]{20,40}")),
    _rule("google-oauth-token", _lit("ya29.", r"[0-9A-Za-z_-]{30,}")),
    _rule("google-oauth-token", _lit("1//0", r"[0-9A-Za-z_-]{30,}")),
    _rule(
        "azure-client-secret",
        r"Q~(?<=[A-Za-z0-9_~.-]{3}[0-9]Q~)[A-Za-z0-9_~.-]{30,36}(?![A-Za-z0-9_~.-])",
    ),
    # Azure "identifiable" keys carry the signature JQQJ9 after 52 characters (84 in all);
    # new Azure DevOps PATs end in AZDO + 4; old ones are 52 random base32 characters.
    _rule("azure-key", r"JQQJ9(?<=[A-Za-z0-9]{52}JQQJ9)[9DH][A-Za-z0-9]{26}(?![A-Za-z0-9])"),
    _rule("azure-devops-pat", r"AZDO(?<=[A-Za-z0-9]{76}AZDO)[A-Za-z0-9]{4}(?![A-Za-z0-9])"),
    # (old 52-character PATs: found by the token-run rule below, `_token_run_verdict`)
    _rule(
        "azure-devops-pat",
        _lit("pat", r"[\"']?[ \t]{0,20}[:=][ \t]{0,20}[\"']?[a-z2-7]{52}(?![a-z0-9])", r"[a-z]"),
        lowered=True,
    ),
    _rule("digitalocean-token", _lit("do", r"[opr]_v1_[0-9a-f]{64}")),
    _rule("databricks-token", _lit("dapi", r"[0-9a-f]{32}(?![0-9a-z])")),
    _rule("dynatrace-token", _lit("dt0c01.", r"[A-Z0-9]{24}\.[A-Z0-9]{64}")),
    _rule("heroku-api-key", _lit("HRKU-", r"[A-Za-z0-9_-]{40,80}")),
    _rule("flyio-token", _lit("FlyV1 fm", r"[12][a-z]?_[A-Za-z0-9+/=_-]{50,}", None)),
    _rule("scalingo-token", _lit("tk-us-", r"[A-Za-z0-9_-]{48}")),
    _rule("vault-token", _lit("hv", r"[sbr]\.[A-Za-z0-9_-]{24,}")),
    _rule("vault-token", _lit("s.CAES", r"[A-Za-z0-9_-]{40,}")),
    _rule("terraform-token", r"\.atlasv1\.(?<=[A-Za-z0-9]{14}\.atlasv1\.)[A-Za-z0-9_=-]{60,}"),
    _rule("doppler-token", _lit("dp.", r"(?:ct|pt|st|sa|scim|audit)\.[A-Za-z0-9._-]{20,}")),
    _rule("openshift-token", _lit("sha256~", r"[A-Za-z0-9_-]{43}")),
    _rule(
        "vault-unseal-key",
        _lit("unseal key", r"[ \t]{0,3}[0-9]{1,2}:[ \t]{0,3}[a-z0-9+/]{40,}", None),
        lowered=True,
    ),
    _rule(
        "kubernetes-bootstrap-token",
        _lit("bootstrap-token", r"[ \t=:\"']{1,5}[a-z0-9]{6}\.[a-z0-9]{16}(?![a-z0-9])", None),
        lowered=True,
    ),
    # -- chat, mail, monitoring and other vendors --------------------------------------------
    _rule("slack-token", _lit("xox", r"[abceoprs]-[0-9]{1,20}-[A-Za-z0-9#*-]{8,250}")),
    _rule("slack-token", _lit("xapp-", r"[0-9]{1,20}-[A-Za-z0-9/#*-]{8,250}")),
    _rule(
        "slack-webhook",
        _lit("hooks.slack.com/", r"(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,}", None),
    ),
    _rule(
        "msteams-webhook",
        _lit("outlook.office", r"(?:365)?\.com/webhook(?:b2)?/[0-9a-f-]{36}@", None),
    ),
    _rule("msteams-webhook", _lit(".webhook.office.com/webhookb2/", r"[0-9a-f-]{36}@", None)),
    _rule("telegram-bot-token", r":AA(?<=[0-9]{8}:AA)[A-Za-z0-9_-]{33}"),
    _rule("sendgrid-api-key", _lit("SG.", r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")),
    _rule("mailchimp-api-key", r"-us(?<=[0-9a-f]{32}-us)[0-9]{1,2}(?![0-9A-Za-z])", accept=None),
    _rule("postman-api-key", _lit("PMAK-", r"[a-f0-9]{24}-[a-f0-9]{34}")),
    _rule("newrelic-key", _lit("NR", r"(?:AK|II|IQ|RA|JS|AA)-[A-Za-z0-9_-]{20,}")),
    _rule("newrelic-key", r"NRAL(?<=[a-z]{2}[0-9]{2}xx[0-9a-f]{30}NRAL)", accept=None),
    _rule(
        "newrelic-key",
        _lit("px-", r"(?:api|dep)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    ),
    _rule("grafana-token", _lit("glc_", r"[A-Za-z0-9+/]{32,}={0,2}")),
    _rule("grafana-token", _lit("glsa_", r"[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}")),
    _rule("sentry-token", _lit("sntry", r"[su]_[A-Za-z0-9+/=_-]{50,}")),
    _rule("notion-token", _lit("ntn_", r"[0-9]{11}[A-Za-z0-9]{32,}")),
    _rule("octopus-api-key", _lit("API-", r"[A-Z0-9]{26}(?![A-Za-z0-9])")),
    _rule("infracost-api-key", _lit("ico-", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])", r"[A-Za-z0-9_.-]")),
    _rule("intra42-secret", _lit("s-s4t2", r"(?:ud|af)-[0-9a-f]{64}")),
    _rule("dependency-track-key", _lit("odt_", r"[A-Za-z0-9]{32,}")),
    _rule("onepassword-token", _lit("ops_eyJ", r"[A-Za-z0-9+/=_-]{100,}")),
    _rule(
        "onepassword-secret-key",
        _lit(
            "A3-",
            r"[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
        ),
    ),
    _rule("stackhawk-api-key", _lit("hawk.", r"[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{20}")),
    _rule("mapbox-token", r"k\.eyJ(?<=[spt]k\.eyJ)[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}"),
    _rule("facebook-token", _lit("EAA", r"[A-Za-z0-9]{40,}")),
    _rule("facebook-token", r"\|(?<=[0-9]{15}\|)[A-Za-z0-9_-]{20,64}"),
    _rule(
        "facebook-secret",
        _lit(
            "facebook",
            r"[_.-]?(?:app[_.-]?|client[_.-]?)?(?:key|secret)[\"']?[ \t]{0,20}[:=][ \t]{0,20}[\"']?[0-9a-f]{32}",
            None,
        ),
        lowered=True,
        accept=None,
    ),
    _rule("salesforce-token", r"!(?<=00D[A-Za-z0-9]{12}!)[A-Za-z0-9._]{50,}"),
    _rule("twilio-key", _lit("SK", r"[0-9a-f]{32}(?![0-9a-z])")),
    _rule("twitch-stream-key", _lit("live_", r"[0-9]{6,12}_[A-Za-z0-9]{30}")),
    # a chat bot's OAuth token as IRC takes it for a password ("oauth:9x8k…", session 29)
    _rule("twitch-oauth-token", _lit("oauth:", r"[a-z0-9]{24,40}(?![A-Za-z0-9])")),
    _rule("okta-token", _lit("00", r"[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])"), accept=_okta_ok),
    _rule(
        "thingsboard-token", _lit("thingsboard.cloud/api/v1/", r"[a-z0-9]{20}", None), lowered=True
    ),
    _rule(
        "sourcegraph-token",
        _lit("sourcegraph", r"[ \t]{0,5}:[ \t]{0,5}[0-9a-f]{40}(?![0-9a-z])", None),
        lowered=True,
    ),
    _rule(
        "sonarqube-token",
        _lit("sonar.login", r"[\"']?[ \t]{0,5}(?:[:?]{0,3}=|,)[ \t]{0,5}[\"']?[0-9a-z]{40}", None),
        lowered=True,
    ),
    _rule(
        "codeclimate-token",
        _lit("reporter_id", r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[0-9a-f]{64}", None),
        lowered=True,
    ),
    _rule(
        "jenkins-crumb",
        _lit("jenkins-crumb", r"[ \t]{0,5}:[ \t]{0,5}[0-9a-f]{32}", None),
        lowered=True,
    ),
    _rule(
        "jenkins-setup-password",
        _lit("password to proceed to installation", r":?\s{1,10}[0-9a-f]{32}", None),
        lowered=True,
    ),
    _rule(
        "truenas-api-key",
        _lit(
            "login_with_api_key",
            r"[\"']?[ \t]{0,5},[ \t]{0,5}[\"']?params[\"']?[ \t]{0,5}:[ \t]{0,5}\[[ \t]{0,5}[\"']?"
            r"[0-9]{1,5}-[a-z0-9]{64}",
            None,
        ),
        lowered=True,
    ),
    _rule(
        "twitter-oauth",
        _lit("oauth(", r"[ \t]{0,5}[\"'][a-z0-9]{18,}[\"']", r"[a-z]"),
        lowered=True,
    ),
    _rule(
        "sidekiq-secret",
        _lit(
            "contribsys__com",
            r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[0-9a-f]{8}:[0-9a-f]{8}",
            None,
        ),
        lowered=True,
        accept=None,
    ),
    # -- structured credentials ----------------------------------------------------------------
    _rule(
        "jwt",
        _lit("eyJ", r"[A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{10}"),
        requires_any=(".",),
    ),
    _rule(
        "url-credentials",
        r"://(?P<u>[^\s/:@\"'<>]{1,100}):(?P<v>[^\s/@\"'<>]{1,200})@",
        accept=_url_credentials_ok,
        requires_any=("@",),
    ),
    _rule(
        "authorization-header",
        _lit(
            "authorization",
            r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[ \t]{0,3}"
            r"(?:(?:bearer|basic|token|digest|bot|apikey|sso-key|key|otp)[ \t]{1,5})?"
            r"(?P<v>[a-z0-9._~+/=:-]{8,200})",
            r"[a-z]",
        ),
        lowered=True,
        accept=_header_ok,
    ),
    _rule(
        "authorization-header",
        _lit("bearer", r"[ \t]{1,5}(?P<v>[a-z0-9._~+/=-]{12,200})", r"[a-z]"),
        lowered=True,
        accept=_header_ok,
    ),
    _rule(
        "curl-credentials",
        _lit(
            "-u",
            r"(?:ser)?[ \t]{1,5}[\"']?(?P<u>[^\s:\"']{1,100}+):(?P<v>[\"']?[^\s\"']{3,100})",
            r"[a-z0-9]",
        ),
        lowered=True,
        accept=_curl_user_ok,
        requires="curl",
    ),
    _rule(
        "database-connection-string",
        _lit(
            "uid",
            r"[ \t]{0,5}=[^;\n]{1,100};[ \t]{0,5}(?:pwd|password)[ \t]{0,5}=[ \t]{0,5}[^;\s\"]",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "ldap-credentials",
        _lit(
            "directoryentry(",
            r"[ \t]{0,5}\"[^\"\n]{1,200}\"[ \t]{0,5},\s{0,20}\"[^\"\n]{1,200}\"[ \t]{0,5},\s{0,20}\"[^\"\n]{3,200}\"",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "netrc-credentials",
        _lit(
            "machine",
            r"[ \t]{1,5}[^\s]{1,100}\s{1,20}login[ \t]{1,5}[^\s]{1,100}\s{1,20}password[ \t]{1,5}[^\s]{3}",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "psexec-credentials",
        _lit(" -p ", r"[^\s]{1,100}", None),
        lowered=True,
        accept=_near_rule(("psexec",)),
        requires="psexec",
    ),
    # MySQL's and MariaDB's clients take the password glued to "-p" ("-pS3cret", quoted too:
    # "-p'S3 cret'"; "-p" alone asks for it, "-P" is the port)
    _rule(
        "command-line-password",
        _lit(" -p", r"(?:[^\s'\"-][^\s]{2,100}|'[^'\n]{3,100}'|\"[^\"\n]{3,100}\")", None),
        accept=_near_rule(("mysql", "mariadb")),
        requires_any=("mysql", "mariadb"),
    ),
    _rule(
        "vmware-credentials",
        _lit("-password", r"[ \t]{1,5}[^\s]{1,100}", r"[a-z]"),
        lowered=True,
        accept=_near_rule(("connect-viserver",)),
        requires="connect-viserver",
    ),
    # -- sentences: "the password is 'hunter2'", "my PIN is 4821" ------------------------------
    _rule(
        "password-in-text",
        _lit(" is ", r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,100})[\"']", None),
        lowered=True,
        accept=_quoted_phrase_ok,
        requires_any=_QUOTES,
    ),
    _rule(
        "password-in-text",
        _lit(" was ", r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,100})[\"']", None),
        lowered=True,
        accept=_quoted_phrase_ok,
        requires_any=_QUOTES,
    ),
    _rule(
        "password-in-text",
        r"(?P<kw>pass(?:word|phrase|code))[ \t]{1,5}(?:is|was)[ \t]{1,5}(?:now[ \t]{1,5})?"
        r"(?P<qv>(?!))?(?P<uv>[^\s]{4,100})",
        lowered=True,
        accept=_phrase_ok,
        requires_any=("is", "was"),
    ),
    _rule(
        "password-in-text",
        # The look-ahead wants a digit in the word, so "password manager" is not even a
        # candidate (no near miss to count).
        r"(?P<kw>pass(?:word|phrase|code))[ \t]{1,5}(?P<qv>(?!))?"
        r"(?P<uv>(?=[^\s0-9]{0,100}+[0-9])[^\s]{6,100})",
        lowered=True,
        accept=_bare_phrase_ok,
        requires_any=_DIGITS,
    ),
    _rule(
        "pin-code",
        _lit(
            "pin",
            r"(?: code| number)?(?:[ \t]{1,5}(?:is|was)|[ \t]{0,5}:)[ \t]{1,5}[0-9]{4,8}(?![0-9])",
            r"[a-z]",
        ),
        lowered=True,
        accept=_not_a_postcode,
        requires_any=_DIGITS,
    ),
    # -- generic `keyword = value` assignments --------------------------------------------------
    _rule(
        "password-assignment",
        _assignment("pass", "(?:word|wd|phrase)?"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "password-assignment",
        _assignment("pwd"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "secret-assignment",
        _assignment("secret"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "token-assignment",
        _assignment("token"),
        lowered=True,
        accept=_token_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "api-key-assignment",
        _assignment("key", _key_prefix_guard()),
        lowered=True,
        accept=_key_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    # -- credentials passed in code, config files or on a command line -----------------------
    # `<password>…</password>`: one literal rule per element name ("password>" is rare, "<" is not).
    *(
        _rule("xml-credential", _lit(f"{name}>", _XML_VALUE, None), lowered=True, accept=_xml_ok)
        for name in _XML_NAMES
    ),
    _rule(
        "credential-call",
        _lit("credential", r"s?\(" + _ANY_USER_AND_PASSWORD, None),
        lowered=True,
        accept=_call_ok,
    ),
    # `smtp.login("bob@x.com", "…")`, `requests.get(url, auth=("bob", "…"))`
    _rule(
        "credential-call", _lit("login(", _USER_AND_PASSWORD, None), lowered=True, accept=_call_ok
    ),
    _rule(
        "credential-call",
        _lit("auth", r"[ \t]{0,3}=[ \t]{0,3}\(" + _USER_AND_PASSWORD, r"[a-z0-9_]"),
        lowered=True,
        accept=_call_ok,
    ),
    _rule(
        "credential-call",
        # The whole `password(` as the literal: the regex engine then skips every other
        # "password" in one fast search instead of trying each one.
        _lit("password(", _SETTER_ARGUMENT, None),
        lowered=True,
        accept=_setter_ok,
    ),
    _rule(
        "credential-call",
        _lit("passwd(", _SETTER_ARGUMENT, None),
        lowered=True,
        accept=_setter_ok,
    ),
    # -- a token drawn at random that no rule above names (secret_shape.py) -------------------
    _rule(
        "random-token",
        _TOKEN_RUN,
        accept=_token_run_verdict,
    ),
)

# Rules that name no vendor or product: formats and keywords any credential can show up in.
# `find_secrets(..., vendors=False)` runs only these (bench/filters_quality.py measures how
# much of the corpus they catch alone, as a stand-in for "a vendor nobody listed").
GENERIC_RULES: frozenset[str] = frozenset(
    """private-key password-hash jwt url-credentials authorization-header curl-credentials
    database-connection-string ldap-credentials netrc-credentials password-in-text pin-code
    password-assignment secret-assignment token-assignment api-key-assignment credential-call
    xml-credential random-token""".split()
) | frozenset(SPOKEN_RULES)
