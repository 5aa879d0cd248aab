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

#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace Qt::StringLiterals;

namespace gp::cli {

namespace {

class EstimateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    using Command::Command;

    int run(const QStringList& /*args*/) override
    {
        const Precision precision = precisionOption(Precision::BF16);
        const std::optional<double> mfu = mfuOption();
        double flops = 0;
        if (m_parser.isSet(u"flops"_s)) {
            if (m_parser.isSet(u"params"_s) || m_parser.isSet(u"tokens"_s))
                throw UsageError{tr("give either --flops or --params and --tokens, not both")};
            flops = countOption(u"flops"_s);
        } else {
            if (!m_parser.isSet(u"params"_s) || !m_parser.isSet(u"tokens"_s))
                throw UsageError{tr("estimate needs --params and --tokens (or --flops)")};
            flops = trainingFlops(countOption(u"params"_s), countOption(u"tokens"_s),
                                  m_parser.isSet(u"recompute"_s));
        }
        if (!m_parser.isSet(u"gpu"_s) && !m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate needs --gpu MODEL (or --instance ID)")};
        if (!m_parser.isSet(u"instance"_s) && (m_parser.isSet(u"pricing"_s) || m_parser.isSet(u"region"_s)))
            throw UsageError{tr("--pricing and --region price an --instance; give one")};
        std::optional<int> gpus;
        if (m_parser.isSet(u"gpus"_s))
            gpus = integerOption(u"gpus"_s, 1, int(estimation::MaxGpus));
        else if (!m_parser.isSet(u"instance"_s))
            throw UsageError{tr("estimate needs --gpus G")};
        const PricingModel pricing = pricingOption(PricingModel::OnDemand);
        const ExchangeRates fx = exchangeRatesFromOptions();
        const QString currency = currencyOption(fx, u"USD"_s);
        std::int64_t spotOverheadBp = CostBasis::DefaultSpotOverheadBp;
        if (m_parser.isSet(u"spot-overhead"_s))
            spotOverheadBp = decimalOption(u"spot-overhead"_s, 2, 0, 1000 * 100, tr("a percentage"));

        Catalog catalog = loadCatalog();
        const InstanceType* inst = nullptr;
        const Gpu* gpu = nullptr;
        if (m_parser.isSet(u"instance"_s)) {
            inst = findInstance(catalog, m_parser.value(u"instance"_s));
            gpu = catalog.gpu(inst->gpuId);
        }
        if (m_parser.isSet(u"gpu"_s)) {
            QString why;
            const Gpu* named = findGpu(catalog, m_parser.value(u"gpu"_s), &why);
            if (!named)
                throw UsageError{tr("--gpu: ") + why};
            if (gpu && gpu != named)
                throw UsageError{
                    tr("--gpu %1 does not match %2, which has %3").arg(named->id, inst->id(), gpu->id)};
            gpu = named;
        }
        if (!gpu)
            throw UsageError{tr("the GPU of the instance is not in the catalog")};
        TrainingRequest request;
        request.flops = flops;
        request.gpu = gpu;
        request.instance = inst;
        request.gpus = gpus;
        request.precision = precision;
        request.mfu = mfu;
        request.useMeasured = m_parser.isSet(u"use-measured"_s);
        request.pricing = pricing;
        request.region = m_parser.value(u"region"_s);
        request.basis.currency = currency;
        request.basis.fx = fx;
        request.basis.spotOverheadBp = spotOverheadBp;
        const Result<EstimateReport> estimate = estimateTraining(request);
        if (!estimate)
            throw UsageError{estimate.error().message};
        const EstimateReport& report = estimate.value();
        const OutJson j = estimateToJson(report);
        if (m_format == Format::Json) {
            printJson(j);
            return finish();
        }
        TextTable t;
        t.headers = {tr("Field"), tr("Value")};
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (it->is_array())
                continue;
            const QString value =
                it.key() == "flops" ? QString::number(it->get<double>(), 'g', 4) : jsonScalarToText(*it);
            t.rows << QStringList{QString::fromStdString(it.key()), value.isEmpty() ? u"-"_s : value};
        }
        if (m_format == Format::Csv) {
            t.printCsv(m_out);
            return finish();
        }
        t.print(m_out);
        m_out << tr("\nAssumptions:\n");
        for (const auto& a : j["assumptions"])
            printWrapped(QString::fromStdString(a.get<std::string>()));
        return finish();
    }
};

} // namespace

std::unique_ptr<Command> makeEstimateCommand(CliState& state)
{
    return std::make_unique<EstimateCommand>(state);
}

} // namespace gp::cli
