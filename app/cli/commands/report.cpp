#include "commands.h"

#include "catalog.h"
#include "catalogoutput.h"
#include "chartdata.h"
#include "comparison.h"
#include "costengine.h"
#include "costjson.h"
#include "fixedpoint.h"
#include "i18n.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "jsonparse.h"
#include "measurement.h"
#include "offerchoice.h"
#include "offerfilter.h"
#include "planio.h"
#include "planservice.h"
#include "recommender.h"
#include "scenariojson.h"
#include "texttable.h"
#include "trainingestimate.h"

#ifdef GP_HAVE_CHARTS
#include "charts.h"
#include "costreport.h"

#include <QChart>
#endif

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class ReportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
#ifndef GP_HAVE_CHARTS
        m_err << kProgram << tr(": report: this build has no charts (built without the GUI libraries)\n");
        m_err.flush();
        return Failure;
#else
        const QString output = m_parser.value(u"output"_s);
        if (output.isEmpty() || !output.toLower().endsWith(u".pdf"_s))
            throw UsageError{tr("report needs -o FILE.pdf")};
        if (m_parser.isSet(u"plan"_s) == m_parser.isSet(u"instances"_s))
            throw UsageError{tr("report needs either --plan FILE or --instances ID,ID,...")};
        report::PageSetup setup;
        const QString page = m_parser.isSet(u"page"_s) ? m_parser.value(u"page"_s).toLower() : u"a4"_s;
        if (page != u"a4"_s && page != u"letter"_s)
            throw UsageError{tr("--page: expected a4 or letter, got \"%1\"").arg(page)};
        setup.size = QPageSize(page == u"a4"_s ? QPageSize::A4 : QPageSize::Letter);
        setup.orientation = m_parser.isSet(u"landscape"_s) ? QPageLayout::Landscape : QPageLayout::Portrait;
        report::ReportInput in;
        in.author = m_parser.value(u"author"_s);
        in.fx = exchangeRatesFromOptions();
        in.currency = currencyOption(in.fx, u"USD"_s);
        if (m_parser.isSet(u"months"_s))
            in.months = integerOption(u"months"_s);
        if (m_parser.isSet(u"usage"_s))
            in.usageCentiHours = decimalOption(u"usage"_s, 2, 0, MaxUsageCentiHours, tr("hours per month"));
        in.precision = precisionOption(Precision::BF16);
        Catalog catalog = loadCatalog();
        in.catalog = &catalog;
        if (m_parser.isSet(u"plan"_s)) {
            in.plan = loadPlanFile(m_parser.value(u"plan"_s));
            if (!in.plan || !completeCost(*in.plan, m_parser.value(u"plan"_s)))
                return BadInput;
            in.title = m_parser.isSet(u"title"_s) ? m_parser.value(u"title"_s) : in.plan->name;
        } else {
            const QStringList ids = m_parser.value(u"instances"_s).split(u',', Qt::SkipEmptyParts);
            if (ids.size() < 1 || ids.size() > 6)
                throw UsageError{tr("--instances: give 1 to 6 instance ids")};
            for (const QString& id : ids) {
                const InstanceType* inst = findInstance(catalog, id.trimmed());
                const Result<OfferChoice> choice = chooseOffer(*inst, in);
                if (!choice)
                    throw UsageError{choice.error().message};
                in.offers << rowOf(catalog, choice.value().offer);
            }
            in.title = m_parser.isSet(u"title"_s) ? m_parser.value(u"title"_s) : tr("GPU offers compared");
        }
        const Result<int> written = report::writePdf(in, setup, output);
        if (!written) {
            return printError(written.error(), exitCodeFor(written.error()));
        }
        m_out << tr("Wrote %1 (%2 pages)").arg(output).arg(written.value()) << '\n';
        return finish();
#endif
    }
};

} // namespace

std::unique_ptr<Command> makeReportCommand(CliState& state)
{
    return std::make_unique<ReportCommand>(state);
}

} // namespace gp::cli
