#include "commands.h"

#include "catalog.h"
#include "importedcatalogstore.h"
#include "priceupdate.h"

#include <QLocale>

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

// The list as the output names it: "builtin:price-sources.json" for the one in the program.
QString shownSourcesFile(const QString& path)
{
    return path == builtinPriceSourcesPath() ? u"builtin:price-sources.json"_s : path;
}

// catalog update: downloads the current public price files (only when asked) and switches to them.
class CatalogUpdateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList&) override
    {
        const QString sourcesPath =
            m_parser.isSet(u"sources"_s) ? m_parser.value(u"sources"_s) : defaultPriceSourcesPath();
        const Result<PriceSourceList> sources = readPriceSources(sourcesPath);
        if (!sources)
            return printError(sources.error(), BadInput);
        if (m_parser.isSet(u"list"_s))
            return listSources(sources.value());

        PriceUpdateOptions options;
        options.providers = listOption(u"provider"_s);
        if (m_parser.isSet(u"timeout"_s))
            options.idleTimeoutMs = int(numberOption(u"timeout"_s) * 1000);
        if (m_parser.isSet(u"max-size"_s))
            options.maxBytes = qint64(numberOption(u"max-size"_s) * 1024 * 1024);
        options.knownGpus = importBaseCatalog().gpus();

        PriceUpdater updater(sources.value(), options);
        if (const Result<bool> checked = updater.check(); !checked)
            throw UsageError{checked.error().message};
        const bool json = m_format == Format::Json;
        std::vector<ProviderDownload::State> shown(std::size_t(updater.downloads().size()),
                                                   ProviderDownload::State::Waiting);
        updater.onProgress = [&](int i) {
            // One line per provider and state on stderr, so a script can follow and a person can see it move.
            const ProviderDownload& d = updater.downloads()[i];
            if (shown[std::size_t(i)] == d.state)
                return;
            shown[std::size_t(i)] = d.state;
            QString line = u"%1: %2"_s.arg(d.provider, providerDownloadStateText(d.state));
            if (d.state == ProviderDownload::State::Downloading)
                line += u" "_s + d.url.toDisplayString();
            else if (d.state == ProviderDownload::State::Downloaded)
                line += u" (%1)"_s.arg(QLocale().formattedDataSize(d.received));
            else if (!d.message.isEmpty())
                line += u": "_s + d.message;
            m_err << kProgram << ": " << line << '\n';
            m_err.flush();
        };
        const PriceUpdateOutcome outcome = updater.run();
        if (json) {
            gp::OutJson j = gp::OutJson::object();
            j["outcome"] = priceUpdateOutcomeKey(outcome).toStdString();
            j["sources"] = shownSourcesFile(sourcesPath).toStdString();
            j["folder"] = priceUpdateFolder().toStdString();
            gp::OutJson providers = gp::OutJson::array();
            for (const ProviderDownload& d : updater.downloads()) {
                gp::OutJson p = gp::OutJson::object();
                p["provider"] = d.provider.toStdString();
                p["url"] = d.url.toString().toStdString();
                p["state"] = providerDownloadStateKey(d.state).toStdString();
                p["bytes"] = d.received;
                p["offers"] = d.offers;
                if (!d.file.isEmpty())
                    p["file"] = d.file.toStdString();
                if (!d.message.isEmpty())
                    p["message"] = d.message.toStdString();
                providers.push_back(p);
            }
            j["providers"] = providers;
            printJson(j);
        } else {
            const QStringList lines = updater.summary();
            (outcome == PriceUpdateOutcome::Updated ? m_out : m_err) << lines.constLast() << '\n';
        }
        m_out.flush();
        m_err.flush();
        return outcome == PriceUpdateOutcome::Updated ? Success : Failure;
    }

private:
    int listSources(const PriceSourceList& list)
    {
        if (m_format == Format::Json) {
            gp::OutJson j = gp::OutJson::object();
            j["file"] = shownSourcesFile(list.file).toStdString();
            gp::OutJson arr = gp::OutJson::array();
            for (const PriceSource& s : list.sources)
                arr.push_back({{"provider", s.provider.toStdString()},
                               {"format", importFormatKey(s.format).toStdString()},
                               {"url", s.url.toString().toStdString()}});
            j["sources"] = arr;
            printJson(j);
            return Success;
        }
        m_out << tr("Price sources from %1:\n").arg(shownSourcesFile(list.file));
        for (const PriceSource& s : list.sources)
            m_out << u"  %1  %2\n"_s.arg(s.provider, -11).arg(s.url.toDisplayString());
        return Success;
    }
};

} // namespace

std::unique_ptr<Command> makeCatalogUpdateCommand(CliState& state)
{
    return std::make_unique<CatalogUpdateCommand>(state);
}

} // namespace gp::cli
