"""`ltm-chat mcp`: the memory as a Model Context Protocol server for other tools.

Modules, one job each:
    actor.py        client names and the `mcp:<client>` audit actor
    permissions.py  what each client may do (read, propose, write, forget), in the data dir
    token.py        the bearer token of `--http`, kept in the keyring
    gateway.py      the trust rules every tool call passes (veto, incognito, permission,
                    scope, audit) in front of the memory facade
    tools.py        the tools a model sees (names, descriptions, argument limits)
    resources.py    the profile and recent resources, and the when-to-save prompt
    server.py       the SDK wiring: stdio and Streamable HTTP transports

Importing this package is light: the SDK is imported by server.py when the server starts, and
LanceDB, litellm and the embedder on the first tool call.
"""
