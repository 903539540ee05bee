"""Start the command-line calls the selected independent tests need, two at a time, as soon as
collection ends, so the tests mostly wait on results already computed (see ``indep_cli``)."""
import indep_cli


def pytest_collection_finish(session):
    calls = []
    for item in session.items:
        module = getattr(item, "module", None)
        if module is not None and str(getattr(module, "__file__", "")).startswith(
                str(session.config.rootpath / "tests" / "independent")):
            calls.extend(getattr(module, "CLI_CALLS", ()))
    indep_cli.prefetch(calls)


def pytest_sessionfinish(session, exitstatus):
    indep_cli.cancel_pending()
